/**
 * CSV for the curated-interaction export (RFC 4180: comma-separated, CRLF line ends, a field
 * with a comma, quote, line break or edge space wrapped in double quotes, inner quotes doubled).
 *
 * The file is opened in spreadsheets, which evaluate a cell starting with = + - @ (or a tab or
 * carriage return, which some skip before looking) as a formula: CSV injection (OWASP "CSV
 * Injection"). Such a cell gets a leading apostrophe, shown as text and never evaluated. The
 * records are ours, but a management text such as "-50% dose" must still read as text.
 */

type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly Cell[]): string {
  return cells.map(csvCell).join(',');
}

/**
 * The whole document, starting with a UTF-8 byte-order mark so that Excel reads "≥", "µ" and
 * accented names as UTF-8 rather than the local code page.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;
}
