import { defineResolution } from '../../defineResolution.js';
import { exactIndirectFire } from './exactIndirectFire.js';
import { AREA_EFFECT_DERIVED, indirectFireQuantities } from './indirectFireQuantities.js';
import { normalizeIndirectFire } from './normalizeIndirectFire.js';
import { indirectFireCellSchema } from './schema.js';

/** Man to Man `indirect-fire`: one thrown or indirect area effect attack, scatter, cover, buildings (6.0–6.4, 7.0). */
export default defineResolution({
  description:
    'One thrown (DEX) or indirect (INT) area effect attack on a character or a building: 3d6 to hit, scatter on a miss, half damage after scatter, cover, collapse.',
  schema: indirectFireCellSchema,
  normalize: normalizeIndirectFire,
  quantities: indirectFireQuantities,
  exact: exactIndirectFire,
  derived: AREA_EFFECT_DERIVED,
  favours: {
    side: 'the firer',
    up: ['direct_hit', 'scattered_hit', 'target_state', 'building', 'target_down'],
    down: ['miss', 'not_fired', 'jammed', 'exploded_in_hand'],
    headline: ['target_down', 'direct_hit'],
  },
  docs: 'man-to-man.md#resolution-indirect-fire--60-thrown-and-indirect-fire-6164-70-damage-to-buildings',
});
