import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of suppression removal: the first activation's outcome, then activations until clear and reorganised. */
export const suppressionRemovalQuantities = defineQuantities({
  outcomes: {
    clear_with_action_left: 'Clear with an action left',
    clear_using_both_actions: 'Clear using both actions',
    not_clear_this_turn: 'Not clear this activation',
  },
  distributions: {
    turns_to_clear: 'Activations until the markers are gone',
    turns_to_reorganise: 'Activation of the Reorganise (0: none asked)',
  },
});

export type SuppressionRemovalOutcome = OutcomeName<typeof suppressionRemovalQuantities>;
export type SuppressionRemovalDistribution = DistributionName<typeof suppressionRemovalQuantities>;
