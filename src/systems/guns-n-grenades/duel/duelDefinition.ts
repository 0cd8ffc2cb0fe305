import { defineResolution } from '../../defineResolution.js';
import { duelQuantities } from './duelQuantities.js';
import { exactDuel } from './exactDuel.js';
import { normalizeDuel } from './normalizeDuel.js';
import { duelCellSchema } from './schema.js';

/** Guns 'n Grenades `duel`: two units attack each other turn about until one is Dead or the turns run out. */
export default defineResolution({
  description: 'Two units attack each other turn about: who wins, in how many turns, and the points destroyed.',
  schema: duelCellSchema,
  normalize: normalizeDuel,
  quantities: duelQuantities,
  exact: exactDuel,
  casualtyDistributions: ['turns'],
  favours: {
    side: 'the attacker',
    up: ['attacker_wins', 'attacker_points_destroyed'],
    down: ['defender_wins', 'defender_points_destroyed'],
    headline: ['attacker_wins'],
  },
  docs: 'guns-n-grenades.md#duel-two-units-attack-each-other-turn-about',
});
