import { defineResolution } from '../../defineResolution.js';
import { exactOverwatch } from './exactOverwatch.js';
import { normalizeOverwatch } from './normalizeOverwatch.js';
import { overwatchQuantities } from './overwatchQuantities.js';
import { overwatchCellSchema } from './schema.js';

/** The Grunt Factor `overwatch`: the squad's LD check against its leader's LD to switch into overwatch (Overwatch). */
export default defineResolution({
  description:
    "Switching into overwatch as the squad's last action: a d20 at or under the leader's LD, once a turn; not for panicked or suppressed units.",
  schema: overwatchCellSchema,
  normalize: normalizeOverwatch,
  quantities: overwatchQuantities,
  exact: exactOverwatch,
  casualtyDistributions: ['failed_attempts'],
  favours: {
    side: 'the squad',
    up: ['in_overwatch'],
    down: ['failed', 'not_allowed', 'failed_attempts'],
    headline: ['in_overwatch'],
  },
  docs: 'grunt-factor.md#resolution-overwatch--overwatch',
});
