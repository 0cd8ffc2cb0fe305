import type { Kernel } from '../../core/Kernel.js';
import { refill, uniformBuffer } from '../../dice/uniformBuffer.js';
import { THREE_D6_DRAWS, threeD6 } from './rollUnder.js';

/** The most 3d6 total, and the size of a table indexed by totals. */
const TOTALS = 19;

/**
 * A kernel for one 3d6 per trial whose counts follow from its total alone (three-dice, skill-roll): each total adds one
 * to each counter `countersOfTotal(total)` names — the same number of counters for every total. `bufferSize` keeps the
 * uniform buffer a kernel has always used (its seeded results depend on it).
 * @example createThreeDiceCountsKernel((total) => [total]).run(state, 1000, counters) // counters[3..18] count the totals
 */
export function createThreeDiceCountsKernel(countersOfTotal: (total: number) => number[], bufferSize?: number): Kernel {
  const perTotal = countersOfTotal(3).length;
  const at = new Int32Array(TOTALS * perTotal);
  for (let total = 3; total < TOTALS; total++)
    countersOfTotal(total).forEach((counter, j) => (at[total * perTotal + j] = counter));
  const buffer = uniformBuffer(THREE_D6_DRAWS, bufferSize);
  const u = buffer.values;
  const byTotal = new Float64Array(TOTALS);
  return {
    run(state, trials, c) {
      // Count the totals alone, then hand each total's count to its counters: one write per trial.
      byTotal.fill(0);
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        byTotal[threeD6(u, next)]++;
        next += THREE_D6_DRAWS;
      }
      for (let total = 3; total < TOTALS; total++)
        for (let j = 0; j < perTotal; j++) c[at[total * perTotal + j]] += byTotal[total];
    },
  };
}
