import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a vehicle's explosion: whether anyone within 3" dies, and how many are dead, down or wounded. */
export const vehicleExplosionQuantities = defineQuantities({
  outcomes: { none_dead: 'No one killed', some_dead: 'Some killed', all_dead: 'Everyone within 3" killed' },
  distributions: { dead: 'Dead', incapacitated: 'Incapacitated', wounded: 'Wounded' },
});

export type VehicleExplosionOutcome = OutcomeName<typeof vehicleExplosionQuantities>;
export type VehicleExplosionDistribution = DistributionName<typeof vehicleExplosionQuantities>;
