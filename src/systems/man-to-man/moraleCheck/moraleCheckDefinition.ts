import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { normalizeMoraleCheck } from './normalizeMoraleCheck.js';
import { moraleCheckCellSchema, type MoraleCheckScenarioCell } from './schema.js';

/** Man to Man `morale-check`: a unit commander's LDR check (5.0 Morale). */
export const moraleCheckDefinition: ResolutionDefinition<MoraleCheckCell> = {
  system: 'man-to-man',
  resolve: 'morale-check',
  info: {
    system: 'man-to-man',
    resolve: 'morale-check',
    description: "A unit commander's LDR check: 3d6 under LDR with the 5.0 modifiers; failure flees (or surrenders when surrounded).",
    outcomes: [
      { name: 'pass', label: 'Pass' },
      { name: 'flee', label: 'Flee' },
      { name: 'surrender', label: 'Surrender (surrounded)' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: moraleCheckCellSchema,
  normalize: (cell) => normalizeMoraleCheck(cell as MoraleCheckScenarioCell),
  kernel: 'man-to-man/morale-check',
};
