import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';
import { VEHICLE_ATTACK_LABELS } from '../vehicleAttackQuantities.js';

/** Result names of saturation fire: those of any attack on a vehicle, the margin read as the defender's Margin of Failure. */
export const saturationFireQuantities = defineQuantities({
  outcomes: VEHICLE_ATTACK_LABELS.outcomes,
  distributions: {
    ...VEHICLE_ATTACK_LABELS.distributions,
    margin_of_success: "Defender's Margin of Failure (0 when it holds)",
  },
});

export type SaturationFireOutcome = OutcomeName<typeof saturationFireQuantities>;
export type SaturationFireDistribution = DistributionName<typeof saturationFireQuantities>;
