import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { normalizeSuppressionRemoval } from './normalizeSuppressionRemoval.js';
import { suppressionRemovalCellSchema, type SuppressionRemovalScenarioCell } from './schema.js';
import type { SuppressionRemovalCell } from './SuppressionRemovalCell.js';

/** Stargrunt II `suppression-removal`: a suppressed unit's leader removing 1–3 markers, turn after turn. */
export const suppressionRemovalDefinition: ResolutionDefinition<SuppressionRemovalCell> = {
  system: 'stargrunt2',
  resolve: 'suppression-removal',
  info: {
    system: 'stargrunt2',
    resolve: 'suppression-removal',
    description: 'Removing suppression markers: is the unit clear this activation, and how many activations does it take?',
    outcomes: [
      { name: 'clear_with_action_left', label: 'Clear with an action left' },
      { name: 'clear_using_both_actions', label: 'Clear using both actions' },
      { name: 'not_clear_this_turn', label: 'Not clear this activation' },
    ],
    distributions: [
      { name: 'turns_to_clear', label: 'Activations until the markers are gone' },
      { name: 'turns_to_reorganise', label: 'Activation of the Reorganise (0: none asked)' },
    ],
    casualtyDistributions: ['turns_to_clear', 'turns_to_reorganise'],
  },
  cellSchema: suppressionRemovalCellSchema,
  normalize: (cell) => normalizeSuppressionRemoval(cell as SuppressionRemovalScenarioCell),
  kernel: 'stargrunt2/suppression-removal',
};
