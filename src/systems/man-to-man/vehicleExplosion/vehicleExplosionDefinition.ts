import { defineResolution } from '../../defineResolution.js';
import { exactVehicleExplosion } from './exactVehicleExplosion.js';
import { normalizeVehicleExplosion } from './normalizeVehicleExplosion.js';
import { vehicleExplosionCellSchema } from './schema.js';
import { vehicleExplosionQuantities } from './vehicleExplosionQuantities.js';

/** Man to Man `vehicle-explosion`: an exploding AFV's 4d6 damage to every character within 3" (8.2). */
export default defineResolution({
  description:
    'An AFV explodes (8.2 damage table, 5 or less): 4d6 damage to every character within 3", against STR as in 4.5.',
  schema: vehicleExplosionCellSchema,
  normalize: normalizeVehicleExplosion,
  quantities: vehicleExplosionQuantities,
  exact: exactVehicleExplosion,
  casualtyDistributions: ['dead', 'incapacitated', 'wounded'],
  valueUnit: 'figures',
  favours: {
    side: 'the characters nearby',
    up: ['none_dead'],
    down: ['some_dead', 'all_dead', 'dead', 'incapacitated', 'wounded'],
    headline: ['none_dead', 'dead'],
  },
  docs: 'man-to-man.md#resolution-vehicle-explosion--82-the-vehicle-explodes',
});
