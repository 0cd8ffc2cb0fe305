import { defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of the bare attack roll: "If the attacker's total is higher than that of the defender, the defender takes a hit." */
export const opposedRollQuantities = defineQuantities({ outcomes: { hit: 'Hit', miss: 'Miss' } });

export type OpposedRollOutcome = OutcomeName<typeof opposedRollQuantities>;
