import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import { rangedAttackCellSchema, type RangedAttackScenarioCell } from './schema.js';

/** Man to Man `ranged-attack`: one character's shots in a round at one target (4.0–4.5). */
export const rangedAttackDefinition: ResolutionDefinition<RangedAttackCell> = {
  system: 'man-to-man',
  resolve: 'ranged-attack',
  info: {
    system: 'man-to-man',
    resolve: 'ranged-attack',
    description: "One character's ranged fire in a round at one target: 3d6 under modified DEX, criticals, damage against STR.",
    outcomes: [
      { name: 'miss', label: 'Miss' },
      { name: 'wounded', label: 'Wounded' },
      { name: 'incapacitated', label: 'Incapacitated' },
      { name: 'dead', label: 'Dead' },
      { name: 'jammed', label: 'Jammed, no hit' },
    ],
    distributions: [{ name: 'hits', label: 'Hits' }],
    casualtyDistributions: [],
  },
  cellSchema: rangedAttackCellSchema,
  normalize: (cell) => normalizeRangedAttack(cell as RangedAttackScenarioCell),
  kernel: 'man-to-man/ranged-attack',
};
