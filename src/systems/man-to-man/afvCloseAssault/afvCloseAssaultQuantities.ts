import { defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a close assault on an AFV (8.2), in order of effect. */
export const afvCloseAssaultQuantities = defineQuantities({
  outcomes: { no_effect: 'No effect', immobilised: 'Immobilised', knocked_out: "KO'd" },
});

export type AfvCloseAssaultOutcome = OutcomeName<typeof afvCloseAssaultQuantities>;
