import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import { normalizeAfvCloseAssault } from './normalizeAfvCloseAssault.js';
import { afvCloseAssaultCellSchema, type AfvCloseAssaultScenarioCell } from './schema.js';

/** Man to Man `afv-close-assault`: characters close assault an AFV (8.2 Close assault). */
export const afvCloseAssaultDefinition: ResolutionDefinition<AfvCloseAssaultCell> = {
  system: 'man-to-man',
  resolve: 'afv-close-assault',
  info: {
    system: 'man-to-man',
    resolve: 'afv-close-assault',
    description: "A close assault on an AFV: 3d6 equal or less than 5 plus the weapon bonuses immobilises it, a critical KO's it.",
    outcomes: [
      { name: 'no_effect', label: 'No effect' },
      { name: 'immobilised', label: 'Immobilised' },
      { name: 'knocked_out', label: "KO'd" },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: afvCloseAssaultCellSchema,
  normalize: (cell) => normalizeAfvCloseAssault(cell as AfvCloseAssaultScenarioCell),
  kernel: 'man-to-man/afv-close-assault',
};
