import { defineResolution } from '../../defineResolution.js';
import { afvFireQuantities } from './afvFireQuantities.js';
import { exactAfvFire } from './exactAfvFire.js';
import { normalizeAfvFire } from './normalizeAfvFire.js';
import { afvFireCellSchema } from './schema.js';

/** Man to Man `afv-fire`: one direct-fire shot at an AFV, penetration, damage and crew morale (8.2). */
export default defineResolution({
  description:
    'One shot at an AFV: 3d6 under the Fire Control rating, criticals, penetration against armour, the damage table and the crew test.',
  schema: afvFireCellSchema,
  normalize: normalizeAfvFire,
  quantities: afvFireQuantities,
  exact: exactAfvFire,
  favours: {
    side: 'the firing AFV',
    up: ['mg_destroyed', 'immobilised', 'main_gun_destroyed', 'exploded', 'knocked_out', 'crew'],
    down: ['miss', 'jammed', 'no_penetration', 'no_damage'],
    headline: ['knocked_out', 'crew'],
  },
  docs: 'man-to-man.md#resolution-afv-fire--82-afv-combat-direct-fire-at-an-afv',
});
