import type { ResultsDocument } from '../results/ResultsDocument.js';
import { situationLines } from '../results/situationLines.js';
import type { ReferenceTable } from './buildTables.js';
import { corner, formatTableValue, tableMethod } from './tableMethod.js';

/**
 * Reference tables as Markdown: a heading with the scenario title, the situation the tables share (see
 * situationLines) and method, then each table with
 * the row parameter down the side and the column parameter across the top.
 */
export function tablesMarkdown(doc: ResultsDocument, tables: ReferenceTable[], heading = doc.title): string {
  const situation = situationLines(doc);
  const lines = [
    `# ${heading}`,
    '',
    ...(situation.length > 0 ? [...situation.map((s) => `${s}  `), ''] : []),
    tableMethod(doc, tables),
    '',
  ];
  for (const t of tables) {
    lines.push(`## ${t.title}`, '');
    lines.push(`| ${corner(t)} | ${t.columns.join(' | ')} |`);
    lines.push(`| --- | ${t.columns.map(() => '---:').join(' | ')} |`);
    t.rows.forEach((row, i) =>
      lines.push(`| **${row}** | ${t.cells[i].map((c) => formatTableValue(t, c)).join(' | ')} |`),
    );
    lines.push('');
  }
  return lines.join('\n');
}
