import { defineResolution } from '../../../defineResolution.js';
import { exactSuppressionRemoval } from './exactSuppressionRemoval.js';
import { normalizeSuppressionRemoval } from './normalizeSuppressionRemoval.js';
import { suppressionRemovalCellSchema } from './schema.js';
import { suppressionRemovalQuantities } from './suppressionRemovalQuantities.js';

/** Stargrunt II `suppression-removal`: a suppressed unit's leader removing 1–3 markers, turn after turn. */
export default defineResolution({
  description: 'Removing suppression markers: is the unit clear this activation, and how many activations does it take?',
  schema: suppressionRemovalCellSchema,
  normalize: normalizeSuppressionRemoval,
  quantities: suppressionRemovalQuantities,
  exact: exactSuppressionRemoval,
  casualtyDistributions: ['turns_to_clear', 'turns_to_reorganise'],
  docs: 'stargrunt2.md#resolution-suppression-removal--suppression-of-infantry-units-multiple-suppressions',
});
