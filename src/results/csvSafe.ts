/** What a spreadsheet reads as the start of a formula (or of a cell it splits). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell value that a spreadsheet never runs as a formula: text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe (spreadsheets show it as text). Numbers and true/false are kept as they are.
 *
 * @example csvSafe('=HYPERLINK("http://x")') // '\'=HYPERLINK("http://x")'
 */
export function csvSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
