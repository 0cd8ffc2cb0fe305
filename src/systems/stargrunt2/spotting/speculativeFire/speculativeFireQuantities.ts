import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of FIRING AT UNLOCATED TARGETS: the counter flipped and its unit suppressed, or no effect at all. */
export const speculativeFireQuantities = defineQuantities({
  outcomes: {
    no_effect: 'No effect: still inverted',
    flipped_suppressed: 'Counter flipped, unit suppressed',
  },
  distributions: { fire_actions: 'Fire actions spent' },
});

export type SpeculativeFireOutcome = OutcomeName<typeof speculativeFireQuantities>;
export type SpeculativeFireDistribution = DistributionName<typeof speculativeFireQuantities>;
