import { defineResolution } from '../../../defineResolution.js';
import { exactOpposedRoll } from './exactOpposedRoll.js';
import { normalizeOpposedRoll } from './normalizeOpposedRoll.js';
import { opposedRollQuantities } from './opposedRollQuantities.js';
import { opposedRollCellSchema } from './schema.js';

/**
 * Stargrunt II `opposed-roll`: TYPES OF DIE ROLLS ii) and iii), the SINGLE and MULTIPLE OPPOSED ROLL. "If TWO (or
 * more) of the player's dice score HIGHER than the opponent's single roll, then the result is a MAJOR SUCCESS ...
 * if only ONE ... a MINOR SUCCESS"; with one die, a success is a minor success.
 */
export default defineResolution({
  description: 'A single or multiple opposed roll: how many of the acting dice beat the opposing die.',
  schema: opposedRollCellSchema,
  normalize: normalizeOpposedRoll,
  quantities: opposedRollQuantities,
  exact: exactOpposedRoll,
  casualtyDistributions: [],
  favours: { side: 'the roller', up: ['minor_success', 'major_success'], down: ['failure'], headline: ['failure'] },
  docs: 'stargrunt2.md#resolutions-opposed-roll-and-impact-vs-armour--the-bare-dice-procedures',
});
