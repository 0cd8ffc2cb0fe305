import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of an artillery fire mission: the infantry unit's results and the salvo's, then the vehicles'
 * (counted over the vehicles caught) and, only in cells where a vehicle has a crew, the crews that bailed out
 * (see artilleryLayout; the summary tables skip distributions a cell lacks).
 */
export const artilleryQuantities = defineQuantities({
  outcomes: {
    no_effect: 'Nothing caught',
    suppressed_only: 'Suppressed, unharmed',
    effective: 'Casualties or damage',
  },
  distributions: {
    dead: 'Dead',
    wounded: 'Wounded',
    in_burst: 'Figures caught in a burst',
    rounds_on_aim: 'Rounds within a burst radius of the aim point',
    deviation: 'First round deviation (inches)',
    vehicles_caught: 'Vehicles caught in a burst',
    vehicles_undamaged: 'Vehicles caught, undamaged',
    vehicles_immobilised: 'Vehicles immobilised',
    vehicles_systems: 'Vehicles with systems knocked out',
    vehicles_disabled: 'Vehicles disabled',
    vehicles_destroyed: 'Vehicles destroyed',
    occupants_dead: 'Vehicle occupants dead',
    occupants_wounded: 'Vehicle occupants wounded',
    crews_bailed_out: 'Vehicle crews forced to bail out (failed test when immobilised)',
  },
});

export type ArtilleryOutcome = OutcomeName<typeof artilleryQuantities>;
export type ArtilleryDistribution = DistributionName<typeof artilleryQuantities>;
