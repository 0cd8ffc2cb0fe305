import { defineResolution } from '../../../defineResolution.js';
import { exactReactionTest } from './exactReactionTest.js';
import { normalizeReactionTest } from './normalizeReactionTest.js';
import { reactionTestQuantities } from './reactionTestQuantities.js';
import { reactionTestCellSchema } from './schema.js';

/** Stargrunt II `reaction-test`: one REACTION TEST (no confidence is lost on a failure). */
export default defineResolution({
  description: 'A reaction test: will the unit carry out the order?',
  schema: reactionTestCellSchema,
  normalize: normalizeReactionTest,
  quantities: reactionTestQuantities,
  exact: exactReactionTest,
  casualtyDistributions: [],
  favours: { side: 'the squad', up: ['pass'], down: ['fail'], headline: ['pass'] },
  docs: 'stargrunt2.md#resolution-reaction-test--reaction-tests',
});
