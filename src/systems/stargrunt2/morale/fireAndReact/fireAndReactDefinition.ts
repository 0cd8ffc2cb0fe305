import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_AFTER } from '../confidenceAfterInfo.js';
import type { FireAndReactCell } from './FireAndReactCell.js';
import { normalizeFireAndReact } from './normalizeFireAndReact.js';
import { fireAndReactCellSchema, type FireAndReactScenarioCell } from './schema.js';

/** Stargrunt II `fire-and-react`: fire at infantry, then the suppression, leader loss, confidence and panic tests it triggers. */
export const fireAndReactDefinition: ResolutionDefinition<FireAndReactCell> = {
  system: 'stargrunt2',
  resolve: 'fire-and-react',
  info: {
    system: 'stargrunt2',
    resolve: 'fire-and-react',
    description: 'What one volley does to a squad: casualties, suppression, leader loss, the confidence test and panic.',
    outcomes: [
      { name: 'no_test', label: 'No confidence test' },
      { name: 'pass', label: 'Test passed' },
      { name: 'drop_1', label: 'Dropped one level' },
      { name: 'drop_2', label: 'Dropped two levels' },
    ],
    distributions: [
      CONFIDENCE_AFTER,
      { name: 'suppression_markers', label: 'Suppression markers' },
      { name: 'dead', label: 'Dead' },
      { name: 'wounded', label: 'Wounded' },
      { name: 'panicked', label: 'Panicked (1)' },
    ],
    casualtyDistributions: ['dead', 'wounded', 'suppression_markers', 'confidence_after'],
  },
  cellSchema: fireAndReactCellSchema,
  normalize: (cell) => normalizeFireAndReact(cell as FireAndReactScenarioCell),
  kernel: 'stargrunt2/fire-and-react',
};
