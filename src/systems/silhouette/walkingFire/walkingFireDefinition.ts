import { defineResolution } from '../../defineResolution.js';
import { exactMultiOpposed } from '../opposed/exactMultiOpposed.js';
import { normalizeWalkingFire } from './normalizeWalkingFire.js';
import { walkingFireCellSchema } from './schema.js';
import { walkingFireQuantities } from './walkingFireQuantities.js';

/** Silhouette `walking-fire`: one burst weapon attacking up to RoF + 1 vehicles. */
export default defineResolution({
  description: 'Walking fire: one burst weapon attacks several vehicles, each attack rolled separately, RoF reduced per extra target.',
  schema: walkingFireCellSchema,
  normalize: normalizeWalkingFire,
  quantities: walkingFireQuantities,
  exact: exactMultiOpposed,
  casualtyDistributions: ['targets_damaged', 'targets_destroyed'],
  docs: 'silhouette.md#resolution-walking-fire--one-burst-weapon-over-several-vehicles',
});
