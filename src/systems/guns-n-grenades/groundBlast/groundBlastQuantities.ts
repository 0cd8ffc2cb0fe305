import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a blast aimed at a spot on the ground: what it did to the units in the radius. */
export const groundBlastQuantities = defineQuantities({
  outcomes: {
    no_attack: 'No attack (out of range, or attacker killed on the way)',
    none_hit: 'No unit hit',
    hit_none_dead: 'Units hit, none killed',
    some_dead: 'At least one unit killed',
  },
  distributions: {
    units_hit: 'Units hit',
    units_dead: 'Units dead',
  },
});

export type GroundBlastOutcome = OutcomeName<typeof groundBlastQuantities>;
export type GroundBlastDistribution = DistributionName<typeof groundBlastQuantities>;
