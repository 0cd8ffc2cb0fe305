import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** What an area effect attack leaves (indirect fire, an AFV's HE shot): the target's state, the scatter, the building. */
export const AREA_EFFECT_DISTRIBUTIONS = {
  target_state: 'Target state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)',
  scatter: 'Scatter distance in inches (0: did not scatter)',
  building: 'Building (0 standing or none, 1 collapsed)',
};

/** What a designer asks first of an area effect attack, read off those distributions. */
export const AREA_EFFECT_DERIVED = {
  target_down: { label: 'Target incapacitated or dead', of: 'target_state >= 2' },
};

/**
 * Result names of one thrown or indirect area effect attack (6.0–6.4, 7.0): where the round landed (or the
 * critical failure that kept it from landing), then the target's state, the scatter distance and the building.
 */
export const indirectFireQuantities = defineQuantities({
  outcomes: {
    direct_hit: 'Direct hit',
    scattered_hit: 'Scattered onto target',
    miss: 'Scattered clear',
    not_fired: 'Not fired',
    jammed: 'Jammed',
    exploded_in_hand: 'Exploded in hand',
  },
  distributions: AREA_EFFECT_DISTRIBUTIONS,
});

export type IndirectFireOutcome = OutcomeName<typeof indirectFireQuantities>;
export type IndirectFireDistribution = DistributionName<typeof indirectFireQuantities>;
