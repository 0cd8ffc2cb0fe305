import { defineResolution } from '../../defineResolution.js';
import { closeCombatQuantities } from './closeCombatQuantities.js';
import { exactCloseCombat } from './exactCloseCombat.js';
import { normalizeCloseCombat } from './normalizeCloseCombat.js';
import { closeCombatCellSchema } from './schema.js';

/** Man to Man `close-combat`: one close combat attack with parry, or riposte (4.0, 4.2–4.5). */
export default defineResolution({
  description:
    'One close combat attack: 3d6 under DEX, the defender may parry a hit or riposte a miss, damage against STR.',
  schema: closeCombatCellSchema,
  normalize: normalizeCloseCombat,
  quantities: closeCombatQuantities,
  exact: exactCloseCombat,
  favours: {
    side: 'the attacker',
    up: ['wounded', 'incapacitated', 'dead', 'defender_state', 'defender_weapon'],
    down: [
      'miss',
      'parried',
      'riposte_wounded',
      'riposte_incapacitated',
      'riposte_dead',
      'attacker_state',
      'attacker_weapon',
    ],
    headline: ['dead', 'defender_state'],
  },
  docs: 'man-to-man.md#resolution-close-combat--40-combat-42-43-44-45',
});
