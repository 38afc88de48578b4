/**
 * National Drug Codes in the 11-digit 5-4-2 form RxNorm stores (NDC11). A hyphenated 10-digit
 * code is padded by its segment layout (4-4-2, 5-3-2, 5-4-1), as FDA and CMS convert them; an
 * unhyphenated 10-digit code is ambiguous and is not guessed at.
 */
export function normalizeNdc(input: string): string | undefined {
  const text = input.trim();
  if (/^\d{11}$/.test(text)) return text;
  const parts = /^(\d{4,5})-(\d{3,4})-(\d{1,2})$/.exec(text);
  if (!parts) return undefined;
  const [, labeler, product, pack] = parts as unknown as [string, string, string, string];
  if (labeler.length + product.length + pack.length === 11) return labeler + product + pack;
  if (labeler.length + product.length + pack.length !== 10) return undefined;
  return labeler.padStart(5, '0') + product.padStart(4, '0') + pack.padStart(2, '0');
}
