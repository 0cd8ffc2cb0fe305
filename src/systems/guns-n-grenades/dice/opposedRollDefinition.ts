import { defineResolution } from '../../defineResolution.js';
import { exactOpposedRoll } from './exactOpposedRoll.js';
import { normalizeOpposedRoll } from './normalizeOpposedRoll.js';
import { opposedRollQuantities } from './opposedRollQuantities.js';
import { opposedRollCellSchema } from './schema.js';

/** Guns 'n Grenades `opposed-roll`: d6 + ATK against d6 + DEF, for reference tables. */
export default defineResolution({
  description:
    "One attack roll: d6 + ATK against d6 + DEF, a hit when the attacker's total is higher (Fast Shot re-rolls a miss).",
  schema: opposedRollCellSchema,
  normalize: normalizeOpposedRoll,
  quantities: opposedRollQuantities,
  exact: exactOpposedRoll,
  favours: { side: 'the attacker', up: ['hit'], down: ['miss'], headline: ['hit'] },
  docs: 'guns-n-grenades.md#opposed-roll-the-bare-attack-roll-reference-tables',
});
