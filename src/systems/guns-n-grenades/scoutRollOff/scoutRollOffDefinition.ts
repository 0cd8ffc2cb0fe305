import { defineResolution } from '../../defineResolution.js';
import { exactScoutRollOff } from './exactScoutRollOff.js';
import { normalizeScoutRollOff } from './normalizeScoutRollOff.js';
import { scoutRollOffCellSchema } from './schema.js';
import { scoutRollOffQuantities } from './scoutRollOffQuantities.js';

/** Guns 'n Grenades `scout-roll-off`: who places scouts first when both players have them (Quick Reference Sheet, Scout). */
export default defineResolution({
  description: "The scouts' roll-off: a d6 each, the higher places first, ties rolled again.",
  schema: scoutRollOffCellSchema,
  normalize: normalizeScoutRollOff,
  quantities: scoutRollOffQuantities,
  exact: exactScoutRollOff,
  favours: {
    side: 'the first player',
    up: ['first_player'],
    down: ['second_player'],
    headline: ['first_player', 'ties'],
  },
  docs: 'guns-n-grenades.md#scout-roll-off-who-places-scouts-first',
});
