import { defineResolution } from '../../../defineResolution.js';
import { exactSuppressionRemoval } from './exactSuppressionRemoval.js';
import { normalizeSuppressionRemoval } from './normalizeSuppressionRemoval.js';
import { suppressionRemovalCellSchema } from './schema.js';
import { suppressionRemovalQuantities } from './suppressionRemovalQuantities.js';

/** Stargrunt II `suppression-removal`: a suppressed unit's leader removing 1–3 markers, turn after turn. */
export default defineResolution({
  description:
    'Removing suppression markers: is the unit clear this activation, and how many activations does it take?',
  schema: suppressionRemovalCellSchema,
  normalize: normalizeSuppressionRemoval,
  quantities: suppressionRemovalQuantities,
  exact: exactSuppressionRemoval,
  casualtyDistributions: ['turns_to_clear', 'turns_to_reorganise'],
  favours: {
    side: 'the squad',
    up: ['clear_with_action_left', 'clear_using_both_actions'],
    down: ['not_clear_this_turn', 'turns_to_clear'],
    headline: ['not_clear_this_turn', 'turns_to_clear'],
  },
  docs: 'stargrunt2.md#resolution-suppression-removal--suppression-of-infantry-units-multiple-suppressions',
});
