import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of an infantry unit moving into an AP or mixed minefield. */
export const minefieldQuantities = defineQuantities({
  outcomes: {
    no_mine: 'No figure caught by a mine',
    caught_unhurt: 'Caught, no casualty',
    some_casualty: 'At least one dead or wounded',
  },
  distributions: {
    caught: 'Figures caught by a mine',
    dead: 'Dead',
    wounded: 'Wounded',
    casualties: 'Casualties (dead + wounded)',
  },
});

export type MinefieldOutcome = OutcomeName<typeof minefieldQuantities>;
export type MinefieldDistribution = DistributionName<typeof minefieldQuantities>;
