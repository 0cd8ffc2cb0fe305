import { recordsCsv } from './recordsCsv.js';
import { csvSafe } from './csvSafe.js';
import type { ResultsDocument } from './ResultsDocument.js';

/**
 * The tidy CSV: one row per cell × outcome, per cell × distribution value, and per cell × mean.
 * Columns: label, one per swept path, kind (outcome | derived | distribution | mean), name, value, p, lo, hi. Text from the
 * scenario that a spreadsheet would run as a formula is guarded (see csvSafe).
 */
export function toCsv(doc: ResultsDocument): string {
  const paths = doc.sweep.map((a) => a.path);
  const rows: Array<Record<string, string | number | boolean>> = [];
  for (const cell of doc.cells) {
    const base: Record<string, string | number | boolean> = { label: csvSafe(cell.label) };
    for (const path of paths) base[path] = csvSafe(cell.params[path]);
    for (const [name, o] of Object.entries(cell.outcomes)) {
      rows.push({ ...base, kind: 'outcome', name, value: '', p: o.p, lo: o.lo, hi: o.hi });
    }
    for (const [name, o] of Object.entries(cell.derived ?? {})) {
      rows.push({ ...base, kind: 'derived', name, value: '', p: o.p, lo: o.lo, hi: o.hi });
    }
    for (const [name, values] of Object.entries(cell.distributions)) {
      for (const [value, p] of Object.entries(values)) {
        rows.push({ ...base, kind: 'distribution', name, value: Number(value), p, lo: '', hi: '' });
      }
    }
    for (const [name, m] of Object.entries(cell.means)) {
      rows.push({ ...base, kind: 'mean', name, value: '', p: m.mean, lo: m.lo, hi: m.hi });
    }
  }
  return recordsCsv(rows);
}
