/** What makes a CSV value need quotes. */
const NEEDS_QUOTES = /[",\n\r]/;

/**
 * Records as CSV text: a header of the first record's keys, then a line per record with its values under them
 * (missing ones empty), a value with a comma, quote or line break in quotes (its quotes doubled).
 * @example recordsCsv([{ name: 'a, b', p: 0.5 }, { name: 'c', p: 1 }]) // 'name,p\n"a, b",0.5\nc,1\n'
 */
export function recordsCsv(records: ReadonlyArray<Record<string, unknown>>): string {
  const names = records.length > 0 ? Object.keys(records[0]) : [];
  let text = `${names.map(csvValue).join(',')}\n`;
  for (const record of records) text += `${names.map((name) => csvValue(record[name])).join(',')}\n`;
  return text;
}

/**
 * One CSV value: empty for null or undefined, in quotes (its quotes doubled) when it holds a comma, quote or line break.
 * @example csvValue('a, b') // '"a, b"'
 */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value); // never quoted
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
