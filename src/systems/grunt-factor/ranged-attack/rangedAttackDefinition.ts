import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AttackCell } from '../common/AttackCell.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import { rangedAttackCellSchema, type RangedAttackScenarioCell } from './schema.js';

/** The Grunt Factor `ranged-attack`: fire actions at a target, to-hit roll and damage saves (Ranged Combat). */
export const rangedAttackDefinition: ResolutionDefinition<AttackCell> = {
  system: 'grunt-factor',
  resolve: 'ranged-attack',
  info: {
    system: 'grunt-factor',
    resolve: 'ranged-attack',
    description: 'Fire actions at a target: d20 at or under the modified RC per shot, then a damage save per hit.',
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
  cellSchema: rangedAttackCellSchema,
  normalize: (cell) => normalizeRangedAttack(cell as RangedAttackScenarioCell),
  kernel: 'grunt-factor/ranged-attack',
};
