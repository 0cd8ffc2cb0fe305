import { csvSafe } from '../results/csvSafe.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { recordsCsv } from '../results/recordsCsv.js';
import type { ReferenceTable } from './buildTables.js';

/** Reference tables as one tidy CSV: a row per table cell with its fixed parameters, value, lo and hi (text from the scenario guarded against formulas, see csvSafe). */
export function tablesCsv(doc: ResultsDocument, tables: ReferenceTable[]): string {
  const fixedPaths = [...new Set(tables.flatMap((t) => Object.keys(t.fixed)))];
  const rows = tables.flatMap((t) =>
    t.rows.flatMap((row, i) =>
      t.columns.map((column, j) => {
        const c = t.cells[i][j];
        const fixed = Object.fromEntries(fixedPaths.map((p) => [p, csvSafe(t.fixed[p] ?? '')]));
        return {
          value_name: t.value,
          label: csvSafe(t.label),
          ...fixed,
          [t.rowPath]: csvSafe(row),
          [t.columnPath]: csvSafe(column),
          value: c?.value ?? '',
          lo: c?.lo ?? '',
          hi: c?.hi ?? '',
          method: doc.method,
        };
      }),
    ),
  );
  return recordsCsv(rows);
}
