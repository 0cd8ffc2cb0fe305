import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { FireCell } from './FireCell.js';
import { normalizeFire } from './normalizeFire.js';
import { fireCellSchema, type FireScenarioCell } from './schema.js';

/** Stargrunt II `fire`: small-arms and support fire at infantry (FIRE AGAINST DISPERSED TARGETS). */
export const fireDefinition: ResolutionDefinition<FireCell> = {
  system: 'stargrunt2',
  resolve: 'fire',
  info: {
    system: 'stargrunt2',
    resolve: 'fire',
    description: 'Small-arms and support fire at an infantry squad: suppression, potential hits, wounds and kills.',
    outcomes: [
      { name: 'no_effect', label: 'No effect' },
      { name: 'suppressed_only', label: 'Suppressed only' },
      { name: 'effective', label: 'Effective fire' },
    ],
    distributions: [
      { name: 'potential_hits', label: 'Potential hits' },
      { name: 'wound_results', label: 'Wound results' },
      { name: 'kill_results', label: 'Kill results' },
      { name: 'dead', label: 'Dead' },
      { name: 'wounded', label: 'Wounded' },
    ],
    casualtyDistributions: ['dead', 'wounded'],
    valueUnit: 'figures',
  },
  cellSchema: fireCellSchema,
  normalize: (cell) => normalizeFire(cell as FireScenarioCell),
  kernel: 'stargrunt2/fire',
};
