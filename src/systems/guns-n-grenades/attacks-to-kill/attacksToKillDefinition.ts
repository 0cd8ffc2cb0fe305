import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { DEAD_WITHIN } from './attacksToKillLayout.js';
import { normalizeAttacksToKill } from './normalizeAttacksToKill.js';
import { attacksToKillCellSchema, type AttacksToKillScenarioCell } from './schema.js';

/** Guns 'n Grenades `attacks-to-kill`: how many attacks a unit type needs to take a target from Healthy to Dead. */
export const attacksToKillDefinition: ResolutionDefinition<AttacksToKillCell> = {
  system: 'guns-n-grenades',
  resolve: 'attacks-to-kill',
  info: {
    system: 'guns-n-grenades',
    resolve: 'attacks-to-kill',
    description: 'Attacks needed to take a target from Healthy to Dead (Destroyed), and P(dead within k attacks).',
    outcomes: [
      { name: 'dead_within_10', label: 'Dead within 10 attacks' },
      { name: 'alive_after_10', label: 'Still alive after 10 attacks' },
    ],
    distributions: [
      { name: 'attacks', label: 'Attacks to kill' },
      ...DEAD_WITHIN.map((name, i) => ({ name, label: `Dead within ${i + 1} attack${i === 0 ? '' : 's'} (0 no, 1 yes)` })),
    ],
    casualtyDistributions: ['attacks'],
  },
  cellSchema: attacksToKillCellSchema,
  normalize: (cell) => normalizeAttacksToKill(cell as AttacksToKillScenarioCell),
  kernel: 'guns-n-grenades/attacks-to-kill',
};
