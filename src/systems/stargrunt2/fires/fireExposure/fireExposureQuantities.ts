import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of figures coming within 3" of a FIRE marker. */
export const fireExposureQuantities = defineQuantities({
  outcomes: {
    unhurt: 'No casualty',
    some_casualty: 'At least one dead or wounded',
  },
  distributions: {
    dead: 'Dead',
    wounded: 'Wounded',
    casualties: 'Casualties (dead + wounded)',
  },
});

export type FireExposureOutcome = OutcomeName<typeof fireExposureQuantities>;
export type FireExposureDistribution = DistributionName<typeof fireExposureQuantities>;
