import { type DistributionName, defineQuantities, type OutcomeName } from '../../core/Quantities.js';

/**
 * The result names of an attack on a vehicle with their labels, shared by ranged-attack, melee (which adds the
 * rammer's damage) and saturation-fire (whose margin is the defender's Margin of Failure).
 */
export const VEHICLE_ATTACK_LABELS = {
  outcomes: {
    miss: 'Miss',
    no_effect: 'Hit, no effect',
    light_damage: 'Light Damage',
    heavy_damage: 'Heavy Damage',
    overkill: 'Overkill',
  },
  distributions: {
    margin_of_success: 'Margin of Success (0 on a miss)',
    damage: 'Damage points',
    state_after: 'State after (0 intact … 4 destroyed)',
  },
};

/** Result names of a ranged attack on a vehicle: miss, then the DAMAGE VS ARMOR result; the margin, damage and state after. */
export const vehicleAttackQuantities = defineQuantities(VEHICLE_ATTACK_LABELS);

export type VehicleOutcome = OutcomeName<typeof vehicleAttackQuantities>;
export type VehicleDistribution = DistributionName<typeof vehicleAttackQuantities>;
