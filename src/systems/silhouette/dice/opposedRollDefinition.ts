import { defineResolution } from '../../defineResolution.js';
import { exactOpposedRoll } from './exactOpposedRoll.js';
import { normalizeOpposedRoll } from './normalizeOpposedRoll.js';
import { opposedRollQuantities } from './opposedRollQuantities.js';
import { opposedRollCellSchema } from './schema.js';

/** Silhouette `opposed-roll`: N dice plus a modifier against M dice plus a modifier, for reference tables. */
export default defineResolution({
  description:
    'A bare opposed test: attack dice and modifier against defense dice and modifier; the defender wins draws.',
  schema: opposedRollCellSchema,
  normalize: normalizeOpposedRoll,
  quantities: opposedRollQuantities,
  exact: exactOpposedRoll,
  favours: {
    side: 'the attacker',
    up: ['attacker_wins', 'margin_of_success'],
    down: ['defender_wins'],
    headline: ['attacker_wins'],
  },
  docs: 'silhouette.md#resolution-opposed-roll--a-bare-opposed-test-reference-tables',
});
