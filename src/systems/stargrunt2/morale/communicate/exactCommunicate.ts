import { Dist } from '../../../../dice/exact/Dist.js';
import type { CommunicationRoll } from './communicationRoll.js';

/**
 * P(a communication roll succeeds), by enumerating the die.
 * @example communicationChance({ sides: 6, needed: 3, automatic: false }) // 0.5 (GREEN/3 to VETERAN/2)
 */
export function communicationChance(roll: CommunicationRoll): number {
  return roll.automatic ? 1 : Dist.uniform(roll.sides).probWhere((face) => face > roll.needed);
}

/** Exact evaluator of a communication: [P(pass), P(fail)]. */
export function exactCommunicate(cell: CommunicationRoll): Float64Array {
  const pass = communicationChance(cell);
  return Float64Array.of(pass, 1 - pass);
}
