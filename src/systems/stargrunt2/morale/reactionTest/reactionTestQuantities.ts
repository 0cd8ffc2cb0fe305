import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a reaction test: passed or failed (no confidence is lost). */
export const reactionTestQuantities = defineQuantities({
  outcomes: { pass: 'Passed', fail: 'Failed' },
});

export type ReactionTestOutcome = OutcomeName<typeof reactionTestQuantities>;
