import { defineResolution } from '../../defineResolution.js';
import { exactJump } from './exactJump.js';
import { jumpQuantities } from './jumpQuantities.js';
import { normalizeJump } from './normalizeFalls.js';
import { jumpCellSchema } from './schema.js';

/** The Grunt Factor `jump`: damage of a jump or fall from a height (Jump). */
export default defineResolution({
  description: 'A jump from a height: the damage table, one save per "(xN)", a failed save is a casualty.',
  schema: jumpCellSchema,
  normalize: normalizeJump,
  quantities: jumpQuantities,
  exact: exactJump,
  favours: { side: 'the jumper', up: ['unhurt'], down: ['casualty', 'saves_failed'], headline: ['casualty'] },
  docs: 'grunt-factor.md#resolutions-jump-and-climb-and-fall--jump-climb',
});
