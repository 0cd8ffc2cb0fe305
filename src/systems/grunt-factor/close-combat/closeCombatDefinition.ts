import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AttackCell } from '../common/AttackCell.js';
import { normalizeCloseCombat } from './normalizeCloseCombat.js';
import { closeCombatCellSchema, type CloseCombatScenarioCell } from './schema.js';

/** The Grunt Factor `close-combat`: one soldier's close-combat attack, CC roll and damage saves (Close Combat). */
export const closeCombatDefinition: ResolutionDefinition<AttackCell> = {
  system: 'grunt-factor',
  resolve: 'close-combat',
  info: {
    system: 'grunt-factor',
    resolve: 'close-combat',
    description: 'A close-combat attack: d20 at or under the modified CC per attack, then a damage save per hit.',
    outcomes: [
      { name: 'no_hit', label: 'No hit' },
      { name: 'hit_saved', label: 'Hit, all saved' },
      { name: 'casualty', label: 'Casualty' },
    ],
    distributions: [
      { name: 'hits', label: 'Hits' },
      { name: 'casualties', label: 'Casualties' },
    ],
    casualtyDistributions: ['casualties'],
  },
  cellSchema: closeCombatCellSchema,
  normalize: (cell) => normalizeCloseCombat(cell as CloseCombatScenarioCell),
  kernel: 'grunt-factor/close-combat',
};
