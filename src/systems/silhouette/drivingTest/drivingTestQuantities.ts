import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of driving through treacherous terrain: through every entry, or bogged down, and where. */
export const drivingTestQuantities = defineQuantities({
  outcomes: { through: 'Through every D terrain entered', bogged_down: 'Bogged down (stops for the round)' },
  distributions: { tests_passed: 'Driving tests passed (all of them when through)' },
});

export type DrivingTestOutcome = OutcomeName<typeof drivingTestQuantities>;
export type DrivingTestDistribution = DistributionName<typeof drivingTestQuantities>;
