import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a plain 3d6: the bands of 4.4 (critical hits, the rolls an attribute decides, critical failures) and the total. */
export const threeDiceQuantities = defineQuantities({
  outcomes: {
    critical_hit_band: 'Critical hit (3-5, whatever the attribute)',
    decided_by_attribute: 'Decided by the attribute (6-15)',
    critical_failure_band: 'Critical failure (16-18, whatever the attribute)',
  },
  distributions: { total: '3d6 total' },
});

export type ThreeDiceOutcome = OutcomeName<typeof threeDiceQuantities>;
export type ThreeDiceDistribution = DistributionName<typeof threeDiceQuantities>;
