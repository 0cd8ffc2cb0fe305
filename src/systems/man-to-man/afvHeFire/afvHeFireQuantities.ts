import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';
import { AREA_EFFECT_DISTRIBUTIONS } from '../indirectFire/indirectFireQuantities.js';

/**
 * Result names of an AFV's high explosive shot at a soft target (8.2): where the round landed, or the critical failure
 * that kept it from landing (in indirect-fire's order, which the shared kernel counts in: a gun has no grenade to
 * explode in hand), then the target's state, the scatter distance and the building.
 */
export const afvHeFireQuantities = defineQuantities({
  outcomes: {
    direct_hit: 'Direct hit',
    scattered_hit: 'Scattered onto target',
    miss: 'Scattered clear',
    misfired: 'Misfired',
    jammed: 'Jammed',
  },
  distributions: AREA_EFFECT_DISTRIBUTIONS,
});

export type AfvHeFireOutcome = OutcomeName<typeof afvHeFireQuantities>;
export type AfvHeFireDistribution = DistributionName<typeof afvHeFireQuantities>;
