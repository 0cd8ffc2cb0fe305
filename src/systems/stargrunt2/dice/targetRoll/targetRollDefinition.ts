import { defineResolution } from '../../../defineResolution.js';
import { exactTargetRoll } from './exactTargetRoll.js';
import { normalizeTargetRoll } from './normalizeTargetRoll.js';
import { targetRollCellSchema } from './schema.js';
import { targetRollQuantities } from './targetRollQuantities.js';

/**
 * Stargrunt II `target-roll`: TYPES OF DIE ROLLS i), ROLL VS. TARGET NUMBER — one die, of any type, that must
 * EXCEED a target number (e.g. the quality die against the Leadership Value plus the threat level).
 */
export default defineResolution({
  description: 'One die against a target number: a score greater than the number succeeds.',
  schema: targetRollCellSchema,
  normalize: normalizeTargetRoll,
  quantities: targetRollQuantities,
  exact: exactTargetRoll,
  favours: { side: 'the roller', up: ['success'], down: ['failure'], headline: ['success'] },
  docs: 'stargrunt2.md#resolution-target-roll--roll-vs-target-number',
});
