import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { CommunicateCell } from './CommunicateCell.js';
import type { CommunicateOutcome } from './communicateQuantities.js';
import type { CommunicationRoll } from './communicationRoll.js';

/**
 * P(a communication roll succeeds), by enumerating the die.
 * @example communicationChance({ sides: 6, needed: 3, automatic: false }) // 0.5 (GREEN/3 to VETERAN/2)
 */
export function communicationChance(roll: CommunicationRoll): number {
  return roll.automatic ? 1 : reactionTestDist(roll.sides, roll.needed).prob(1);
}

/**
 * Exact evaluator of a communication (and of transferring an action).
 * @example exactCommunicate({ sides: 8, needed: 2, automatic: false }).outcomes.pass // 0.75
 */
export function exactCommunicate(cell: CommunicateCell): NamedExactResult<CommunicateOutcome> {
  const pass = communicationChance(cell);
  return { outcomes: { pass, fail: 1 - pass }, distributions: {} };
}
