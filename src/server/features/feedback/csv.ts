/**
 * CSV for the feedback export (RFC 4180: comma-separated, CRLF line ends, fields with a comma,
 * quote or line break wrapped in double quotes with inner quotes doubled).
 *
 * Feedback text is typed by any user, and the file is opened by an admin in a spreadsheet, which
 * runs a cell that starts with = + - @ (or a tab or carriage return, which some spreadsheets skip
 * before looking) as a formula: that is CSV injection (OWASP "CSV Injection"). Such a cell gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers we produce ourselves (votes, issue numbers) are never negative, so never a formula.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

/**
 * The whole document. It starts with a UTF-8 byte-order mark so that Excel reads accented names
 * and non-Latin text as UTF-8 rather than the local code page.
 */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
): string {
  return `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;
}
