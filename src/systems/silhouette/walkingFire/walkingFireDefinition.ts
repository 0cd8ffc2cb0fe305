import { defineResolution } from '../../defineResolution.js';
import { exactMultiOpposed } from '../opposed/exactMultiOpposed.js';
import { normalizeWalkingFire } from './normalizeWalkingFire.js';
import { walkingFireCellSchema } from './schema.js';
import { walkingFireQuantities } from './walkingFireQuantities.js';

/** Silhouette `walking-fire`: one burst weapon attacking up to RoF + 1 vehicles. */
export default defineResolution({
  description:
    'Walking fire: one burst weapon attacks several vehicles, each attack rolled separately, RoF reduced per extra target.',
  schema: walkingFireCellSchema,
  normalize: normalizeWalkingFire,
  quantities: walkingFireQuantities,
  exact: exactMultiOpposed,
  casualtyDistributions: ['targets_damaged', 'targets_destroyed'],
  favours: {
    side: 'the firer',
    up: ['some_damaged', 'all_damaged', 'targets_hit', 'targets_damaged', 'targets_destroyed', 'total_damage'],
    down: ['none_damaged'],
    headline: ['some_damaged', 'total_damage'],
  },
  docs: 'silhouette.md#resolution-walking-fire--one-burst-weapon-over-several-vehicles',
});
