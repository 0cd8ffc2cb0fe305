import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import { normalizeIndirectFire } from './normalizeIndirectFire.js';
import { indirectFireCellSchema, type IndirectFireScenarioCell } from './schema.js';

/** Man to Man `indirect-fire`: one thrown or indirect area effect attack, scatter, cover, buildings (6.0–6.4, 7.0). */
export const indirectFireDefinition: ResolutionDefinition<IndirectFireCell> = {
  system: 'man-to-man',
  resolve: 'indirect-fire',
  info: {
    system: 'man-to-man',
    resolve: 'indirect-fire',
    description:
      'One thrown (DEX) or indirect (INT) area effect attack on a character or a building: 3d6 to hit, scatter on a miss, half damage after scatter, cover, collapse.',
    outcomes: [
      { name: 'direct_hit', label: 'Direct hit' },
      { name: 'scattered_hit', label: 'Scattered onto target' },
      { name: 'miss', label: 'Scattered clear' },
      { name: 'not_fired', label: 'Not fired' },
      { name: 'jammed', label: 'Jammed' },
      { name: 'exploded_in_hand', label: 'Exploded in hand' },
    ],
    distributions: [
      { name: 'target_state', label: 'Target state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)' },
      { name: 'scatter', label: 'Scatter distance in inches (0: did not scatter)' },
      { name: 'building', label: 'Building (0 standing or none, 1 collapsed)' },
    ],
    casualtyDistributions: [],
  },
  cellSchema: indirectFireCellSchema,
  normalize: (cell) => normalizeIndirectFire(cell as IndirectFireScenarioCell),
  kernel: 'man-to-man/indirect-fire',
};
