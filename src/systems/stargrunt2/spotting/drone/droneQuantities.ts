import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { counterOutcomes } from '../spotting/spottingQuantities.js';

/** Result names of a drone's mission over one counter: what it learnt (as `spotting`), its SPOT actions, and its loss. */
export const droneQuantities = defineQuantities({
  outcomes: counterOutcomes,
  distributions: { spot_actions: 'SPOT actions made', drone_shot_down: 'Drone shot down (1) or still flying (0)' },
});

export type DroneOutcome = OutcomeName<typeof droneQuantities>;
export type DroneDistribution = DistributionName<typeof droneQuantities>;
