/** What a spreadsheet reads as the start of a formula (or of a cell it splits). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number written as text (a table's column "-2"): a spreadsheet reads it as that number, nothing more. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A CSV cell value that a spreadsheet never runs as a formula: text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe (spreadsheets show it as text). Numbers, numbers written as text ("-2")
 * and true/false are kept as they are.
 *
 * @example csvSafe('=HYPERLINK("http://x")') // '\'=HYPERLINK("http://x")'
 */
export function csvSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
