import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a unit coming upon a booby trap. */
export const boobyTrapQuantities = defineQuantities({
  outcomes: {
    discovered: 'Discovered and rendered harmless',
    detonated_unhurt: 'Detonated, nobody hurt',
    some_casualty: 'Detonated, at least one dead or wounded',
  },
  distributions: {
    dead: 'Dead',
    wounded: 'Wounded',
    casualties: 'Casualties (dead + wounded)',
  },
});

export type BoobyTrapOutcome = OutcomeName<typeof boobyTrapQuantities>;
export type BoobyTrapDistribution = DistributionName<typeof boobyTrapQuantities>;
