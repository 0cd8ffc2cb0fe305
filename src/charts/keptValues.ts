import type { CellResult } from '../results/ResultsDocument.js';

/** Probabilities below this in every cell are dropped from the end of a distribution's axis. */
const TAIL_CUTOFF = 0.0005;

/**
 * The values 0, 1, … of distribution `name` worth drawing: up to the largest value whose
 * probability reaches {@link TAIL_CUTOFF} in at least one cell (at least [0]).
 *
 * @example
 * keptValues([{ distributions: { dead: { '0': 0.7, '1': 0.2999, '2': 0.0001 } } } as any], 'dead'); // [0, 1]
 */
export function keptValues(cells: CellResult[], name: string): number[] {
  let max = 0;
  for (const cell of cells) {
    for (const [key, p] of Object.entries(cell.distributions[name] ?? {})) {
      const v = Number(key);
      if (Number.isInteger(v) && p >= TAIL_CUTOFF && v > max) max = v;
    }
  }
  return Array.from({ length: max + 1 }, (_, i) => i);
}
