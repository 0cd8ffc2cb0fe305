import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of an opposed roll: how many of the acting dice beat the opposing die (TYPES OF DIE ROLLS: two or
 * more a MAJOR SUCCESS, one a MINOR SUCCESS, none a failure).
 */
export const opposedRollQuantities = defineQuantities({
  outcomes: { failure: 'Failure', minor_success: 'Minor success', major_success: 'Major success' },
});

export type OpposedRollOutcome = OutcomeName<typeof opposedRollQuantities>;
