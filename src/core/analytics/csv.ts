/**
 * CSV for the analytics and research exports (RFC 4180: comma-separated, CRLF line ends, a field
 * with a comma, quote, line break or edge space wrapped in double quotes, inner quotes doubled),
 * the same rules as the curated-interaction export.
 *
 * Spreadsheets evaluate a cell starting with = + - @ (or a tab or carriage return, which some skip
 * first) as a formula: CSV injection (OWASP "CSV Injection"). Such a text cell gets a leading
 * apostrophe, shown as text and never evaluated. Numbers are written as numbers: a negative
 * number is data, not a formula, and stays one a spreadsheet can sum.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** The whole document, with a UTF-8 byte-order mark so that Excel reads "≥" and "µ" as UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;
}

/** A rate (0..1) as a percentage with one decimal, or empty when it cannot be computed. */
export function percent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}
