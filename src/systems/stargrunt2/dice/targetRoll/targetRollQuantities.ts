import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * TYPES OF DIE ROLLS i) ROLL VS. TARGET NUMBER: "A die score of greater than the required number is a SUCCESS,
 * while one lower or equal to the target number is a failure."
 */
export const targetRollQuantities = defineQuantities({ outcomes: { success: 'Success', failure: 'Failure' } });

export type TargetRollOutcome = OutcomeName<typeof targetRollQuantities>;
