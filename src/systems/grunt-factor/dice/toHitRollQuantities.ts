import { defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Ranged Combat, To Hit your target, on its own: "start with the firing models RC value - add all
 * modifiers ... Roll a D20. If the result is lower or equal to the modified RC value the shot hit." The
 * rulebook gives no special result to a roll of 1 or 20, so a modified RC of 0 or less never hits and one
 * of 20 or more always does.
 */
export const toHitRollQuantities = defineQuantities({ outcomes: { hit: 'Hit', miss: 'Miss' } });

export type ToHitRollOutcome = OutcomeName<typeof toHitRollQuantities>;
