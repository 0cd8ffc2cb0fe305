import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { normalizeSuppressionArea } from './normalizeSuppressionArea.js';
import { suppressionAreaCellSchema, type SuppressionAreaScenarioCell } from './schema.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';

/** The Grunt Factor `suppression-area`: a figure spending actions in a suppressed 10×10 cm area (Suppression). */
export const suppressionAreaDefinition: ResolutionDefinition<SuppressionAreaCell> = {
  system: 'grunt-factor',
  resolve: 'suppression-area',
  info: {
    system: 'grunt-factor',
    resolve: 'suppression-area',
    description: 'A figure moving in a suppression area: an LD roll to move, and strength hits with saves per action.',
    outcomes: [
      { name: 'unharmed', label: 'Unharmed' },
      { name: 'casualty', label: 'Casualty' },
    ],
    distributions: [
      { name: 'moves_made', label: 'Moves made' },
      { name: 'hits_taken', label: 'Hits taken' },
    ],
    casualtyDistributions: [],
  },
  cellSchema: suppressionAreaCellSchema,
  normalize: (cell) => normalizeSuppressionArea(cell as SuppressionAreaScenarioCell),
  kernel: 'grunt-factor/suppression-area',
};
