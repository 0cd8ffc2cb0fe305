import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type InitiativeDistribution, type InitiativeOutcome, initiativeQuantities } from './initiativeQuantities.js';

/** Roll-offs counted one by one up to this; more fall into its bucket (their chance is at most 6^−9). */
export const ROLL_OFF_CAP = 10;

/**
 * Counter layout of the initiative roll: the two outcomes, then roll-offs (0 unused, 1..ROLL_OFF_CAP).
 * @example initiativeLayout().distributions[0].size // 11
 */
export function initiativeLayout(): CounterLayout<InitiativeOutcome, InitiativeDistribution> {
  return initiativeQuantities.layout({ roll_offs: ROLL_OFF_CAP + 1 });
}
