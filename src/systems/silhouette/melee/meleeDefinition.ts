import { defineResolution } from '../../defineResolution.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import { meleeQuantities } from './meleeQuantities.js';
import { normalizeMelee } from './normalizeMelee.js';
import { meleeCellSchema } from './schema.js';

/** Silhouette `melee`: punch, kick, ram, melee weapon or infantry assault on a vehicle. */
export default defineResolution({
  description:
    'One melee attack on a vehicle: punch, kick, ram (both take damage), melee weapon, infantry grenades and bayonets.',
  schema: meleeCellSchema,
  normalize: normalizeMelee,
  quantities: meleeQuantities,
  exact: exactOpposed,
  casualtyDistributions: ['state_after', 'attacker_state_after'],
  favours: {
    side: 'the rammer',
    up: ['light_damage', 'heavy_damage', 'overkill', 'margin_of_success', 'damage', 'state_after'],
    down: ['miss', 'no_effect', 'attacker_damage', 'attacker_state_after'],
    headline: ['heavy_damage', 'damage'],
  },
  docs: 'silhouette.md#resolution-melee--a-melee-attack-on-a-vehicle',
});
