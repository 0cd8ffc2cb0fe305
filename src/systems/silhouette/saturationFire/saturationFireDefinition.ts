import { defineResolution } from '../../defineResolution.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import { normalizeSaturationFire } from './normalizeSaturationFire.js';
import { saturationFireQuantities } from './saturationFireQuantities.js';
import { saturationFireCellSchema } from './schema.js';

/** Silhouette `saturation-fire`: a vehicle defends against a saturated zone's recorded attack total. */
export default defineResolution({
  description: 'Saturation fire: a vehicle in the zone defends against the recorded attack total, damage = MoF × DM.',
  schema: saturationFireCellSchema,
  normalize: normalizeSaturationFire,
  quantities: saturationFireQuantities,
  exact: exactOpposed,
  casualtyDistributions: ['state_after'],
  favours: {
    side: 'the attacker',
    up: ['light_damage', 'heavy_damage', 'overkill', 'margin_of_success', 'damage', 'state_after'],
    down: ['miss', 'no_effect'],
    headline: ['heavy_damage', 'damage'],
  },
  docs: 'silhouette.md#resolution-saturation-fire--a-vehicle-in-a-saturated-zone',
});
