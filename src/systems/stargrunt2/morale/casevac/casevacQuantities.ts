import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of a CASEVAC: the call, the squad's levels gained, its level afterwards and the nearby units lifted. */
export const casevacQuantities = defineQuantities({
  outcomes: { call_failed: 'Call failed', no_gain: 'No level gained', up_1: 'Up one level', up_2: 'Up two levels' },
  distributions: { confidence_after: CONFIDENCE_AFTER_LABEL, nearby_recovered: 'Nearby units up one level' },
});

export type CasevacOutcome = OutcomeName<typeof casevacQuantities>;
export type CasevacDistribution = DistributionName<typeof casevacQuantities>;
