import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { VEHICLE_ATTACK_INFO } from '../rangedAttack/rangedAttackDefinition.js';
import { normalizeSaturationFire } from './normalizeSaturationFire.js';
import { saturationFireCellSchema, type SaturationFireScenarioCell } from './schema.js';

/** Silhouette `saturation-fire`: a vehicle defends against a saturated zone's recorded attack total. */
export const saturationFireDefinition: ResolutionDefinition<OpposedCell> = {
  system: 'silhouette',
  resolve: 'saturation-fire',
  info: {
    system: 'silhouette',
    resolve: 'saturation-fire',
    description: 'Saturation fire: a vehicle in the zone defends against the recorded attack total, damage = MoF × DM.',
    ...VEHICLE_ATTACK_INFO,
    distributions: VEHICLE_ATTACK_INFO.distributions.map((d) =>
      d.name === 'margin_of_success' ? { name: d.name, label: "Defender's Margin of Failure (0 when it holds)" } : d,
    ),
  },
  cellSchema: saturationFireCellSchema,
  normalize: (cell) => normalizeSaturationFire(cell as SaturationFireScenarioCell),
  kernel: 'silhouette/saturation-fire',
};
