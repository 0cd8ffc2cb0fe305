import type { ExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { ewSpoofDist } from '../../steps/ewSpoofDist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { CommunicateCell } from './CommunicateCell.js';
import type { CommunicateDistribution, CommunicateOutcome } from './communicateQuantities.js';
import type { CommunicationRoll } from './communicationRoll.js';

/**
 * P(a communication roll succeeds), by enumerating the die.
 * @example communicationChance({ sides: 6, needed: 3, automatic: false }) // 0.5 (GREEN/3 to VETERAN/2)
 */
export function communicationChance(roll: CommunicationRoll): number {
  return roll.automatic ? 1 : reactionTestDist(roll.sides, roll.needed).prob(1);
}

/**
 * Exact evaluator of a communication (and of transferring an action); with jamming, every face of the
 * communication die, the enemy's EW die and the sender side's EW die (ewSpoofDist).
 * @example exactCommunicate({ sides: 8, needed: 2, automatic: false }).outcomes.pass // 0.75
 */
export function exactCommunicate(cell: CommunicateCell): ExactResult<CommunicateOutcome, CommunicateDistribution> {
  if (!cell.jam) {
    const pass = communicationChance(cell);
    return { outcomes: { pass, fail: 1 - pass }, distributions: {} };
  }
  if (cell.automatic) return { outcomes: { pass: 1, fail: 0 }, distributions: { jammed: [1, 0] } };
  const { die, counterDie } = cell.jam;
  // 0 failed, 1 passed, 2 jammed (whatever the roll would have done).
  const call = Dist.uniform(cell.sides).chain((face) =>
    ewSpoofDist(die, counterDie, face).map((jammed) => (jammed === 1 ? 2 : face > cell.needed ? 1 : 0)),
  );
  const pass = call.prob(1);
  const jammed = call.prob(2);
  return { outcomes: { pass, fail: 1 - pass }, distributions: { jammed: [1 - jammed, jammed] } };
}
