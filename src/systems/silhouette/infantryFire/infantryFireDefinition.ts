import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { normalizeInfantryFire } from './normalizeInfantryFire.js';
import { infantryFireCellSchema, type InfantryFireScenarioCell } from './schema.js';

/** The outcome and distribution names of an attack on an infantry squad. */
export const INFANTRY_ATTACK_INFO = {
  outcomes: [
    { name: 'no_damage', label: 'No damage' },
    { name: 'wounded_only', label: 'Boxes crossed, no trooper lost' },
    { name: 'casualties', label: 'Troopers lost' },
    { name: 'squad_eliminated', label: 'Squad eliminated' },
  ],
  distributions: [
    { name: 'troopers_lost', label: 'Troopers lost' },
    { name: 'pinned_counters', label: 'Pinned! counters' },
    { name: 'damage', label: 'Damage points' },
    { name: 'margin_of_success', label: 'Margin of Success (0 on a miss)' },
  ],
  casualtyDistributions: ['troopers_lost', 'pinned_counters'],
};

/** Silhouette `infantry-fire`: one ranged attack on an infantry squad. */
export const infantryFireDefinition: ResolutionDefinition<OpposedCell> = {
  system: 'silhouette',
  resolve: 'infantry-fire',
  info: {
    system: 'silhouette',
    resolve: 'infantry-fire',
    description: 'One ranged attack on an infantry squad: troopers lost box by box, and Pinned! counters.',
    ...INFANTRY_ATTACK_INFO,
  },
  cellSchema: infantryFireCellSchema,
  normalize: (cell) => normalizeInfantryFire(cell as InfantryFireScenarioCell),
  kernel: 'silhouette/infantry-fire',
};
