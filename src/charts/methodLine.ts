import { grouped } from '../results/formatNumbers.js';
import type { CellResult, ResultsDocument } from '../results/ResultsDocument.js';

/**
 * One line saying how the numbers were obtained, for a chart subtitle; `intervals` names what
 * draws the 95% intervals (omitted: not mentioned; never mentioned for exact results).
 *
 * @example
 * methodLine(fireFixture(), undefined, 'black bars'); // 'Monte Carlo, seed 7, 1,000,000 trials per cell, black bars show 95% intervals'
 * methodLine(exactFixture(fireFixture())); // 'exact probabilities'
 */
export function methodLine(doc: ResultsDocument, cells: CellResult[] = doc.cells, intervals?: string): string {
  if (doc.method === 'exact') return 'exact probabilities';
  const trials = cells.map((c) => c.trials ?? 0);
  const lo = Math.min(...trials);
  const hi = Math.max(...trials);
  const n = lo === hi ? grouped(lo) : `${grouped(lo)}–${grouped(hi)}`;
  const line = `Monte Carlo, seed ${doc.seed}, ${n} trials per cell`;
  return intervals ? `${line}, ${intervals} show 95% intervals` : line;
}
