import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import { rangedAttackCellSchema, type RangedAttackScenarioCell } from './schema.js';

/** The outcome and distribution names of an attack on a vehicle (shared with melee). */
export const VEHICLE_ATTACK_INFO = {
  outcomes: [
    { name: 'miss', label: 'Miss' },
    { name: 'no_effect', label: 'Hit, no effect' },
    { name: 'light_damage', label: 'Light Damage' },
    { name: 'heavy_damage', label: 'Heavy Damage' },
    { name: 'overkill', label: 'Overkill' },
  ],
  distributions: [
    { name: 'margin_of_success', label: 'Margin of Success (0 on a miss)' },
    { name: 'damage', label: 'Damage points' },
    { name: 'state_after', label: 'State after (0 intact … 4 destroyed)' },
  ],
  casualtyDistributions: ['state_after'],
};

/** Silhouette `ranged-attack`: one ranged attack on a vehicle, opposed, with damage against Armor. */
export const rangedAttackDefinition: ResolutionDefinition<OpposedCell> = {
  system: 'silhouette',
  resolve: 'ranged-attack',
  info: {
    system: 'silhouette',
    resolve: 'ranged-attack',
    description: 'One ranged attack on a vehicle: attack roll against defense roll, MoS × DM against Armor.',
    ...VEHICLE_ATTACK_INFO,
  },
  cellSchema: rangedAttackCellSchema,
  normalize: (cell) => normalizeRangedAttack(cell as RangedAttackScenarioCell),
  kernel: 'silhouette/ranged-attack',
};
