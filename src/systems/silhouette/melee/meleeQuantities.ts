import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';
import { VEHICLE_ATTACK_LABELS } from '../vehicleAttackQuantities.js';

/** Result names of a melee attack on a vehicle: those of any attack on a vehicle, and the rammer's own damage. */
export const meleeQuantities = defineQuantities({
  outcomes: VEHICLE_ATTACK_LABELS.outcomes,
  distributions: {
    ...VEHICLE_ATTACK_LABELS.distributions,
    attacker_damage: "Rammer's damage points",
    attacker_state_after: "Rammer's state after (0 intact … 4 destroyed)",
  },
});

export type MeleeOutcome = OutcomeName<typeof meleeQuantities>;
export type MeleeDistribution = DistributionName<typeof meleeQuantities>;
