import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a Last Stand test: the unit holds to the last, or disintegrates and surrenders or flees. */
export const lastStandQuantities = defineQuantities({
  outcomes: { holds: 'Holds to the last', surrenders: 'Disintegrates: surrenders', flees: 'Disintegrates: flees' },
});

export type LastStandOutcome = OutcomeName<typeof lastStandQuantities>;
