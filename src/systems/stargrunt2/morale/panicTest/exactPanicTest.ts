import { counterLength } from '../../../LegacyKernel.js';
import { panicChain } from './panicChain.js';
import { type PanicTestCell, panicTestLayout } from './PanicTestCell.js';

/**
 * Exact evaluator of PANIC: the first test by enumeration, the removal by the Markov chain iterated until
 * less than 1e-12 is left panicked (that remainder goes to the last turn value). Kernel layout.
 */
export function exactPanicTest(cell: PanicTestCell): Float64Array {
  const out = new Float64Array(counterLength(panicTestLayout(cell)));
  const oTurns = 3;
  const oLost = oTurns + cell.cap + 1;
  const oAfter = oLost + 5;
  if (!cell.tests) {
    out[0] = 1;
    out[oTurns] = 1;
    out[oLost] = 1;
    out[oAfter + cell.start] = 1;
    return out;
  }
  const pass = Math.max(0, cell.sides - cell.leadership) / cell.sides;
  const panic = 1 - pass;
  out[1] = pass;
  out[2] = panic;
  out[oTurns] = pass;
  out[oLost] = pass;
  out[oAfter + cell.start] = pass;
  const chain = panicChain(cell.sides, cell.leadership, cell.start);
  for (let t = 1; t <= cell.cap; t++) out[oTurns + t] += panic * chain.removedAt[t];
  out[oTurns + cell.cap] += panic * chain.remaining;
  chain.levelAfter.forEach((p, level) => {
    out[oLost + level - cell.start] += panic * p;
    out[oAfter + level] += panic * p;
  });
  return out;
}
