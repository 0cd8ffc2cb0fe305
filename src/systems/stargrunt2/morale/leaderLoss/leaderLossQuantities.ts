import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of a leader's loss: the unit's confidence test, the new leader's LV and the confidence afterwards. */
export const leaderLossQuantities = defineQuantities({
  outcomes: {
    pass: 'Test passed',
    drop_1: 'Dropped one level',
    drop_2: 'Dropped two levels',
    no_test: 'No test required',
  },
  distributions: { new_leadership: "New leader's LV", confidence_after: CONFIDENCE_AFTER_LABEL },
});

export type LeaderLossOutcome = OutcomeName<typeof leaderLossQuantities>;
export type LeaderLossDistribution = DistributionName<typeof leaderLossQuantities>;
