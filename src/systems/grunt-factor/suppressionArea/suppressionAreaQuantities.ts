import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a figure's actions in a suppression area: unharmed or a casualty, moves made, hits taken. */
export const suppressionAreaQuantities = defineQuantities({
  outcomes: { unharmed: 'Unharmed', casualty: 'Casualty' },
  distributions: { moves_made: 'Moves made', hits_taken: 'Hits taken' },
});

export type SuppressionAreaOutcome = OutcomeName<typeof suppressionAreaQuantities>;
export type SuppressionAreaDistribution = DistributionName<typeof suppressionAreaQuantities>;
