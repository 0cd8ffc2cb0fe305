import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { PanicTestCell } from './PanicTestCell.js';
import { panicChain } from './panicChain.js';
import type { PanicTestDistribution, PanicTestOutcome } from './panicTestQuantities.js';

/**
 * Exact evaluator of PANIC: the first test by enumeration, the removal by the Markov chain iterated until
 * less than 1e-12 is left panicked (that remainder goes to the last turn value).
 * @example exactPanicTest(cell).outcomes.panicked // 2/6 for a Green LV2 fired on
 */
export function exactPanicTest(cell: PanicTestCell): NamedExactResult<PanicTestOutcome, PanicTestDistribution> {
  const turns = new Array<number>(cell.cap + 1).fill(0);
  const lost = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  const distributions = { turns_panicked: turns, confidence_lost: lost, confidence_after: after };
  if (!cell.tests) {
    turns[0] = 1;
    lost[0] = 1;
    after[cell.start] = 1;
    return { outcomes: { no_test: 1, pass: 0, panicked: 0 }, distributions };
  }
  const pass = reactionTestDist(cell.sides, cell.needed).prob(1);
  const panic = 1 - pass;
  turns[0] = pass;
  lost[0] = pass;
  after[cell.start] = pass;
  const chain = panicChain(cell.sides, cell.removalNeeded, cell.start);
  for (let t = 1; t <= cell.cap; t++) turns[t] += panic * chain.removedAt[t];
  turns[cell.cap] += panic * chain.remaining;
  chain.levelAfter.forEach((p, level) => {
    if (level < cell.start) return; // a panicked unit only loses confidence: nothing is ever there
    lost[level - cell.start] += panic * p;
    after[level] += panic * p;
  });
  return { outcomes: { no_test: 0, pass, panicked: panic }, distributions };
}
