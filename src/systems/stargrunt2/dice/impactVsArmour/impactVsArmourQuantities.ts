import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of one impact die against one armour die: "GREATER than ... a WOUND ... GREATER THAN TWICE ... a KILL". */
export const impactVsArmourQuantities = defineQuantities({
  outcomes: { no_effect: 'No effect', wound: 'Wound', kill: 'Kill' },
});

export type ImpactVsArmourOutcome = OutcomeName<typeof impactVsArmourQuantities>;
