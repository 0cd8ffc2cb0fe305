import { defineResolution } from '../../defineResolution.js';
import { exactToHitRoll } from './exactToHitRoll.js';
import { normalizeToHitRoll } from './normalizeToHitRoll.js';
import { toHitRollQuantities } from './toHitRollQuantities.js';
import { toHitRollCellSchema } from './toHitRollSchema.js';

/** The Grunt Factor `to-hit-roll`: a d20 at or under RC + modifiers, for reference tables. */
export default defineResolution({
  description: 'One to-hit roll: a d20 at or under the modified RC hits.',
  schema: toHitRollCellSchema,
  normalize: normalizeToHitRoll,
  quantities: toHitRollQuantities,
  exact: exactToHitRoll,
  favours: { side: 'the attacker', up: ['hit'], down: ['miss'], headline: ['hit'] },
  docs: 'grunt-factor.md#resolution-to-hit-roll--to-hit-your-target-reference-tables',
});
