import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of an attack on an infantry squad: troopers lost box by box, Pinned! counters, damage and margin. */
export const infantryFireQuantities = defineQuantities({
  outcomes: {
    no_damage: 'No damage',
    wounded_only: 'Boxes crossed, no trooper lost',
    casualties: 'Troopers lost',
    squad_eliminated: 'Squad eliminated',
  },
  distributions: {
    troopers_lost: 'Troopers lost',
    pinned_counters: 'Pinned! counters',
    damage: 'Damage points',
    margin_of_success: 'Margin of Success (0 on a miss)',
  },
});

export type InfantryOutcome = OutcomeName<typeof infantryFireQuantities>;
export type InfantryDistribution = DistributionName<typeof infantryFireQuantities>;
