import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of walking fire: how many targets were damaged, and the counts and damage summed over the targets. */
export const walkingFireQuantities = defineQuantities({
  outcomes: {
    none_damaged: 'No target damaged',
    some_damaged: 'Some targets damaged',
    all_damaged: 'Every target damaged',
  },
  distributions: {
    targets_hit: 'Targets hit',
    targets_damaged: 'Targets damaged (Light or worse)',
    targets_destroyed: 'Targets destroyed',
    total_damage: 'Damage points, all targets',
  },
});

export type WalkingFireOutcome = OutcomeName<typeof walkingFireQuantities>;
export type WalkingFireDistribution = DistributionName<typeof walkingFireQuantities>;
