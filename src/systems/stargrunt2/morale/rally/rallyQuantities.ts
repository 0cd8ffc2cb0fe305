import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of a rally: where it stopped (or that it worked), and the unit's confidence afterwards. */
export const rallyQuantities = defineQuantities({
  outcomes: {
    communication_failed: 'Communication failed',
    rally_failed: 'Rally roll failed',
    rallied: 'Rallied (one level up)',
  },
  distributions: { confidence_after: CONFIDENCE_AFTER_LABEL },
});

export type RallyOutcome = OutcomeName<typeof rallyQuantities>;
export type RallyDistribution = DistributionName<typeof rallyQuantities>;
