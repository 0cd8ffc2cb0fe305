import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { firerDiceDists } from '../../fire/firerDice.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import type { SpeculativeFireCell } from './SpeculativeFireCell.js';
import type { SpeculativeFireDistribution, SpeculativeFireOutcome } from './speculativeFireQuantities.js';

/**
 * Exact evaluator of speculative fire: the chance p that one fire action beats the range die with two dice or more
 * (the opposedRoll step's exact twin, as STEP 1 of `fire`; a house die's listed faces as listed), then the attempts until the counter flips: P(flipped on
 * action k) = (1 − p)^(k−1) p.
 * @example exactSpeculativeFire({ dice: [8, 8], against: 4, flips: true, attempts: 1 }).outcomes.flipped_suppressed // 0.4921875 (both D8s beat a D4 roll of r with ((8 − r)/8)², 126 of 256)
 */
export function exactSpeculativeFire(
  cell: SpeculativeFireCell,
): NamedExactResult<SpeculativeFireOutcome, SpeculativeFireDistribution> {
  const p =
    cell.against === 0 || !cell.flips
      ? 0
      : opposedRollDist(firerDiceDists({ firerDice: cell.dice, firerFaces: cell.faces }), cell.against).probWhere(
          (score) => score >>> 16 >= 2,
        );
  const actions = new Array<number>(cell.attempts + 1).fill(0);
  let notYet = 1;
  let flipped = 0;
  for (let k = 1; k <= cell.attempts; k++) {
    const now = notYet * p;
    flipped += now;
    actions[k] += now;
    notYet *= 1 - p;
  }
  actions[cell.attempts] += notYet;
  return { outcomes: { no_effect: notYet, flipped_suppressed: flipped }, distributions: { fire_actions: actions } };
}
