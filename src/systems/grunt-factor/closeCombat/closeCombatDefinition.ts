import { defineResolution } from '../../defineResolution.js';
import { attackQuantities } from '../common/attackQuantities.js';
import { exactAttack } from '../common/exactAttack.js';
import { normalizeCloseCombat } from './normalizeCloseCombat.js';
import { closeCombatCellSchema } from './schema.js';

/** The Grunt Factor `close-combat`: one soldier's close-combat attack, CC roll and damage saves (Close Combat). */
export default defineResolution({
  description: 'A close-combat attack: d20 at or under the modified CC per attack, then a damage save per hit.',
  schema: closeCombatCellSchema,
  normalize: normalizeCloseCombat,
  quantities: attackQuantities,
  exact: exactAttack,
  casualtyDistributions: ['casualties'],
  favours: {
    side: 'the attacker',
    up: ['casualty', 'hits', 'casualties'],
    down: ['no_hit', 'hit_saved'],
    headline: ['casualty', 'casualties'],
  },
  docs: 'grunt-factor.md#resolution-close-combat--close-combat',
});
