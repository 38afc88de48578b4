/** Characters GitHub Flavored Markdown gives meaning to, escaped so text shows as written. */
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~]/g;

/**
 * Text for a card's markdown `detail`: knowledge-base prose and, above all, names as the EHR wrote
 * them ("X could not be checked"), which must never become links, HTML or formatting.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}

/** The specification's limit: a one-sentence summary under 140 characters. */
export const SUMMARY_MAX = 139;

/** Cuts text to `max` characters at a word boundary, with an ellipsis when it was cut. */
export function clip(text: string, max = SUMMARY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
