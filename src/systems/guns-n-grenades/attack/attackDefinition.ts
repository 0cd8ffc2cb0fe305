import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AttackCell } from './AttackCell.js';
import { normalizeAttack } from './normalizeAttack.js';
import { attackCellSchema, type AttackScenarioCell } from './schema.js';

/** Guns 'n Grenades `attack`: one unit attacks another (How Combat Works), blast radius included. */
export const attackDefinition: ResolutionDefinition<AttackCell> = {
  system: 'guns-n-grenades',
  resolve: 'attack',
  info: {
    system: 'guns-n-grenades',
    resolve: 'attack',
    description: 'One attack: d6 + ATK against d6 + DEF, the target\'s life stage after it, and the units in a blast radius.',
    outcomes: [
      { name: 'no_attack', label: 'No attack (out of range, or attacker killed on the way)' },
      { name: 'miss', label: 'Miss' },
      { name: 'hit', label: 'Hit, target survives' },
      { name: 'killed', label: 'Target killed (Dead / Destroyed)' },
    ],
    distributions: [
      { name: 'target_stage', label: 'Target life stage (0 Healthy … 3 Dead)' },
      { name: 'units_hit', label: 'Units hit' },
      { name: 'units_dead', label: 'Units dead' },
    ],
    casualtyDistributions: ['units_hit', 'units_dead'],
  },
  cellSchema: attackCellSchema,
  normalize: (cell) => normalizeAttack(cell as AttackScenarioCell),
  kernel: 'guns-n-grenades/attack',
};
