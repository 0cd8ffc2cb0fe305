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
  favours: {
    side: 'the attacker',
    up: [
      'dead_within_10',
      'dead_within_1',
      'dead_within_2',
      'dead_within_3',
      'dead_within_4',
      'dead_within_5',
      'dead_within_6',
      'dead_within_7',
      'dead_within_8',
      'dead_within_9',
    ],
    down: ['alive_after_10', 'attacks'],
    headline: ['dead_within_10', 'attacks'],
  },
  docs: 'guns-n-grenades.md#attacks-to-kill-attacks-from-healthy-to-dead',
});
