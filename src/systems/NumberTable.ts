/**
 * A rulebook table from the names a scenario may use (grades, qualities, troop types, units) to the numbers its
 * rolls read, built from the system's own data tables: `gruntlab list` prints it and docs/rules/<system>.md holds
 * its Markdown (tests/numberTablesInDocs.test.ts keeps the two the same; `npm run docs:tables` rewrites them).
 */
export interface NumberTable {
  /** What the table maps, e.g. "grade → CC, RC, LD". */
  title: string;
  /** Where the rulebook gives it, e.g. "Basic soldiers". */
  source: string;
  /** The header; the first column holds the names a scenario uses. */
  columns: string[];
  rows: Array<Array<string | number>>;
  /** What else a designer needs to read it (which keys take the names, which rule changes a number). */
  note?: string;
}

/**
 * The table as aligned plain text for a terminal, indented by `indent`, with its source and note.
 * @example numberTableText({ title: 'quality → die', source: 'QUALITY', columns: ['quality', 'die'], rows: [] }, '')
 */
export function numberTableText(table: NumberTable, indent: string): string {
  const cells = [table.columns, ...table.rows.map((row) => row.map(String))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  // Names to the left, numbers to the right, two spaces between columns.
  const padded = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  const line = (row: string[]) => `${indent}  ${padded(row).join('  ')}`.trimEnd();
  const head = `${indent}${table.title} (rulebook: ${table.source})`;
  const note = table.note ? wrapWords(table.note, 100).map((text) => `${indent}  ${text}`) : [];
  return [head, ...cells.map(line), ...note].join('\n') + '\n';
}

/**
 * The table in Markdown: a bold title with its source, the table (names left, numbers right) and the note.
 * @example numberTableMarkdown(table).startsWith('**quality → die**') // true
 */
export function numberTableMarkdown(table: NumberTable): string {
  const align = table.columns.map((_, i) => (i === 0 ? '---' : '---:'));
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  const title = `**${table.title}** (rulebook: ${table.source})`;
  const lines = [title, '', row(table.columns), row(align), ...table.rows.map(row)];
  return [...lines, ...(table.note ? ['', ...wrapWords(table.note, 116)] : [])].join('\n') + '\n';
}

/** Text broken into lines of at most `width` characters at spaces (a longer word stands on its own line). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}
