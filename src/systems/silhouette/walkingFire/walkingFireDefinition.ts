import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { MultiOpposedCell } from '../opposed/MultiOpposedCell.js';
import { normalizeWalkingFire } from './normalizeWalkingFire.js';
import { walkingFireCellSchema, type WalkingFireScenarioCell } from './schema.js';

/** Silhouette `walking-fire`: one burst weapon attacking up to RoF + 1 vehicles. */
export const walkingFireDefinition: ResolutionDefinition<MultiOpposedCell> = {
  system: 'silhouette',
  resolve: 'walking-fire',
  info: {
    system: 'silhouette',
    resolve: 'walking-fire',
    description: 'Walking fire: one burst weapon attacks several vehicles, each attack rolled separately, RoF reduced per extra target.',
    outcomes: [
      { name: 'none_damaged', label: 'No target damaged' },
      { name: 'some_damaged', label: 'Some targets damaged' },
      { name: 'all_damaged', label: 'Every target damaged' },
    ],
    distributions: [
      { name: 'targets_hit', label: 'Targets hit' },
      { name: 'targets_damaged', label: 'Targets damaged (Light or worse)' },
      { name: 'targets_destroyed', label: 'Targets destroyed' },
      { name: 'total_damage', label: 'Damage points, all targets' },
    ],
    casualtyDistributions: ['targets_damaged', 'targets_destroyed'],
  },
  cellSchema: walkingFireCellSchema,
  normalize: (cell) => normalizeWalkingFire(cell as WalkingFireScenarioCell),
  kernel: 'silhouette/walking-fire',
};
