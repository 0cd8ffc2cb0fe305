import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * A bare d20 roll-under against LD, RC or CC given as a number: "Roll a D20. If the result is lower or equal to
 * the modified RC value the shot hit" (To Hit your target), the same for "a successful LD roll" and the close
 * combat attack against CC. The rulebook gives no special result to a roll of 1 or 20.
 */
export const attributeRollQuantities = defineQuantities({ outcomes: { success: 'Success', failure: 'Failure' } });

export type AttributeRollOutcome = OutcomeName<typeof attributeRollQuantities>;
