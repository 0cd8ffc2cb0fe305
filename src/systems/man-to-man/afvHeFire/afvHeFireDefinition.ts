import { defineResolution } from '../../defineResolution.js';
import { AREA_EFFECT_DERIVED } from '../indirectFire/indirectFireQuantities.js';
import { afvHeFireQuantities } from './afvHeFireQuantities.js';
import { exactAfvHeFire } from './exactAfvHeFire.js';
import { normalizeAfvHeFire } from './normalizeAfvHeFire.js';
import { afvHeFireCellSchema } from './schema.js';

/** Man to Man `afv-he-fire`: an AFV's high explosive shot at infantry or a building (8.2, with 6.3, 6.4 and 7.0). */
export default defineResolution({
  description:
    "An AFV's high explosive shot at a character or a building: 3d6 under Fire Control, the template, 2d6 scatter on a miss, halved damage, cover, collapse.",
  schema: afvHeFireCellSchema,
  normalize: normalizeAfvHeFire,
  quantities: afvHeFireQuantities,
  exact: exactAfvHeFire,
  derived: AREA_EFFECT_DERIVED,
  favours: {
    side: 'the firing AFV',
    up: ['direct_hit', 'scattered_hit', 'target_state', 'building', 'target_down'],
    down: ['miss', 'misfired', 'jammed'],
    headline: ['target_down', 'direct_hit'],
  },
  docs: 'man-to-man.md#resolution-afv-he-fire--82-high-explosive-shots-against-soft-targets',
});
