import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_AFTER } from '../confidenceAfterInfo.js';
import { normalizeRally } from './normalizeRally.js';
import type { RallyCell } from './RallyCell.js';
import { rallyCellSchema, type RallyScenarioCell } from './schema.js';

/** Stargrunt II `rally`: THE RALLY ACTION by a superior command unit. */
export const rallyDefinition: ResolutionDefinition<RallyCell> = {
  system: 'stargrunt2',
  resolve: 'rally',
  info: {
    system: 'stargrunt2',
    resolve: 'rally',
    description: 'A rally: communication, then the quality die against both leaderships; success raises confidence one level.',
    outcomes: [
      { name: 'communication_failed', label: 'Communication failed' },
      { name: 'rally_failed', label: 'Rally roll failed' },
      { name: 'rallied', label: 'Rallied (one level up)' },
    ],
    distributions: [CONFIDENCE_AFTER],
    casualtyDistributions: ['confidence_after'],
  },
  cellSchema: rallyCellSchema,
  normalize: (cell) => normalizeRally(cell as RallyScenarioCell),
  kernel: 'stargrunt2/rally',
};
