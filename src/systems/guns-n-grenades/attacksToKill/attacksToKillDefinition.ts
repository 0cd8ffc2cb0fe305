import { defineResolution } from '../../defineResolution.js';
import { attacksToKillQuantities } from './attacksToKillQuantities.js';
import { exactAttacksToKill } from './exactAttacksToKill.js';
import { normalizeAttacksToKill } from './normalizeAttacksToKill.js';
import { attacksToKillCellSchema } from './schema.js';

/** Guns 'n Grenades `attacks-to-kill`: how many attacks a unit type needs to take a target from Healthy to Dead. */
export default defineResolution({
  description: 'Attacks needed to take a target from Healthy to Dead (Destroyed), and P(dead within k attacks).',
  schema: attacksToKillCellSchema,
  normalize: normalizeAttacksToKill,
  quantities: attacksToKillQuantities,
  exact: exactAttacksToKill,
  casualtyDistributions: ['attacks'],
  docs: 'guns-n-grenades.md#attacks-to-kill-attacks-from-healthy-to-dead',
});
