import { defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a morale check (5.0): pass, or the failure's consequence. */
export const moraleCheckQuantities = defineQuantities({
  outcomes: { pass: 'Pass', flee: 'Flee', surrender: 'Surrender (surrounded)' },
});

export type MoraleCheckOutcome = OutcomeName<typeof moraleCheckQuantities>;
