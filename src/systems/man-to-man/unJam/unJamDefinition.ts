import { defineResolution } from '../../defineResolution.js';
import { exactUnJam } from './exactUnJam.js';
import { normalizeUnJam } from './normalizeUnJam.js';
import { unJamCellSchema } from './schema.js';
import { unJamQuantities } from './unJamQuantities.js';

/** Man to Man `un-jam`: the INT roll, one per Action, that clears a jammed weapon (4.4 Critical Failures 17, 18). */
export default defineResolution({
  description:
    'A jammed weapon: an Action roll on INT (INT −4 after an 18) each action until it clears or the actions run out.',
  schema: unJamCellSchema,
  normalize: normalizeUnJam,
  quantities: unJamQuantities,
  exact: exactUnJam,
  casualtyDistributions: ['failed_actions'],
  favours: {
    side: 'the firer',
    up: ['unjammed'],
    down: ['still_jammed', 'failed_actions'],
    headline: ['unjammed', 'failed_actions'],
  },
  docs: 'man-to-man.md#resolution-un-jam--44-critical-failures-17-and-18',
});
