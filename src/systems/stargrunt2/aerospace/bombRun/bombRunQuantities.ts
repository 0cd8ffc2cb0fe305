import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a deadfall bomb drop on a unit (FIRE FROM AIRBORNE VEHICLES, with CASUALTIES FROM ARTILLERY FIRE). */
export const bombRunQuantities = defineQuantities({
  outcomes: {
    missed: 'No burst reaches the unit',
    suppressed_only: 'Caught in a burst, no casualties (suppressed)',
    casualties: 'Caught, with casualties (suppressed)',
  },
  distributions: {
    bursts: 'Bursts that catch the unit',
    dead: 'Figures dead',
    wounded: 'Figures wounded',
    farthest_impact: 'Inches ahead of the craft where the farthest bomb lands',
  },
});

export type BombRunOutcome = OutcomeName<typeof bombRunQuantities>;
export type BombRunDistribution = DistributionName<typeof bombRunQuantities>;
