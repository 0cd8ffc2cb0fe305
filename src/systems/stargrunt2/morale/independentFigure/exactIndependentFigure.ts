import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { panicRemovalDist } from '../../steps/panicRemovalDist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { IndependentFigureCell } from './IndependentFigureCell.js';
import type { IndependentFigureDistribution, IndependentFigureOutcome } from './independentFigureQuantities.js';
import { markerChain } from './markerChain.js';

/**
 * Exact evaluator of REACTION OF INDEPENDENT FIGURES: the confidence test by enumeration (one level = SUPPRESSION
 * marker, two = PANIC marker), then each marker's removal chain; a panic ends with the marker off or, on a ONE, the
 * figure gone, in the ratio of one roll's chances (every roll that ends it is one or the other).
 * @example exactIndependentFigure(cell).outcomes.suppressed // 2/8 for a Regular LV2 at threat level 2
 */
export function exactIndependentFigure(
  cell: IndependentFigureCell,
): NamedExactResult<IndependentFigureOutcome, IndependentFigureDistribution> {
  const marked = new Array<number>(cell.cap + 1).fill(0);
  if (cell.needed < 0) {
    marked[0] = 1;
    return {
      outcomes: { no_test: 1, pass: 0, suppressed: 0, panic_removed: 0, nerve_failed: 0 },
      distributions: { activations_marked: marked },
    };
  }
  const test = confidenceTestDist(cell.sides, cell.needed, cell.halfOrLess);
  const [pass, suppressed, panicked] = [test.prob(0), test.prob(1), test.prob(2)];
  const removal = panicRemovalDist(cell.sides, cell.removalNeeded);
  const off = removal.prob(0);
  const one = removal.prob(2);
  marked[0] = pass;
  addChain(marked, suppressed, reactionTestDist(cell.sides, cell.removalNeeded).prob(1), 2);
  addChain(marked, panicked, off + one, cell.panicRollsPerActivation);
  return {
    outcomes: {
      no_test: 0,
      pass,
      suppressed,
      panic_removed: (panicked * off) / (off + one),
      nerve_failed: (panicked * one) / (off + one),
    },
    distributions: { activations_marked: marked },
  };
}

/** Adds `weight` × the activation in which a marker's chain ends; what is left past the cap goes to the cap. */
function addChain(marked: number[], weight: number, ends: number, rolls: number): void {
  if (weight === 0) return;
  const cap = marked.length - 1;
  const chain = markerChain(ends, rolls);
  chain.resolvedAt.forEach((p, t) => (marked[Math.min(t, cap)] += weight * p));
  marked[cap] += weight * chain.remaining;
}
