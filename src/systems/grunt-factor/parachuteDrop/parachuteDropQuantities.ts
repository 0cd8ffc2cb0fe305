import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a parachute drop: who lands near the drop point, who drifts and how far the farthest drifts. */
export const parachuteDropQuantities = defineQuantities({
  outcomes: {
    all_near: 'Everyone within 6 cm of the drop point',
    some_scattered: 'Some drift 1d20 cm',
    all_scattered: 'Everyone drifts',
  },
  distributions: { scattered: 'Soldiers drifting', farthest_cm: 'Farthest drift (cm; 0 when no one drifts)' },
});

export type ParachuteDropOutcome = OutcomeName<typeof parachuteDropQuantities>;
export type ParachuteDropDistribution = DistributionName<typeof parachuteDropQuantities>;
