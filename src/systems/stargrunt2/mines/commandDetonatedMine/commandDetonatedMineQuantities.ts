import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of command-detonated mines fired at a unit or a soft-skinned vehicle. */
export const commandDetonatedMineQuantities = defineQuantities({
  outcomes: {
    no_effect: 'No effect',
    some_casualty: 'At least one figure dead or wounded',
    disabled: 'Vehicle disabled',
  },
  distributions: {
    dead: 'Dead (figures, or occupants)',
    wounded: 'Wounded (figures, or occupants)',
    casualties: 'Casualties (dead + wounded)',
  },
});

export type CommandDetonatedMineOutcome = OutcomeName<typeof commandDetonatedMineQuantities>;
export type CommandDetonatedMineDistribution = DistributionName<typeof commandDetonatedMineQuantities>;
