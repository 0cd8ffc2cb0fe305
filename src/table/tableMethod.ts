import { grouped } from '../results/formatNumbers.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ReferenceTable } from './buildTables.js';

/**
 * How the numbers of a set of tables were obtained, in one sentence for their heading: exact, or
 * Monte Carlo with its seed, trials and the widest 95% half-width of any probability printed.
 * @example tableMethod(exactDoc, tables) // 'Exact values, by enumeration.'
 */
export function tableMethod(doc: ResultsDocument, tables: ReferenceTable[]): string {
  if (doc.method === 'exact') return 'Exact values, by enumeration.';
  const trials = doc.cells.map((c) => c.trials ?? 0);
  const [least, most] = [Math.min(...trials), Math.max(...trials)];
  const count = least === most ? grouped(most) : `${grouped(least)} to ${grouped(most)}`;
  let widest = 0;
  for (const t of tables.filter((t) => t.percent)) {
    for (const row of t.cells) for (const c of row) if (c) widest = Math.max(widest, (c.hi - c.lo) / 2);
  }
  const within =
    widest > 0 ? `; every probability printed is within ±${(widest * 100).toFixed(2)} points (95% interval)` : '';
  return `Monte Carlo, seed ${doc.seed}, ${count} trials per cell${within}.`;
}

/** A table value as printed: percent with one decimal for probabilities, three decimals for means; "–" when absent. */
export function formatTableValue(
  table: ReferenceTable,
  reading: { value: number; impossible?: boolean } | undefined,
): string {
  if (!reading) return '–';
  if (reading.impossible) return '—';
  if (!table.percent) return reading.value.toFixed(3);
  // Exactly none ("0") is not the same as a chance too small to print ("<0.1%").
  if (reading.value === 0 && (reading as { hi?: number }).hi === 0) return '0';
  if (reading.value < 0.0005 && reading.value > 0) return '<0.1%';
  return `${(reading.value * 100).toFixed(1)}%`;
}

/** The table's corner heading: rows \\ columns in words ("Firer quality \\ Range band"), the rows alone for a one-way table. */
export function corner(table: ReferenceTable): string {
  return table.columnTitle ? `${table.rowTitle} \\ ${table.columnTitle}` : table.rowTitle;
}
