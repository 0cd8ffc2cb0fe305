import { defineResolution } from '../../defineResolution.js';
import { exactInitiative } from './exactInitiative.js';
import { initiativeQuantities } from './initiativeQuantities.js';
import { normalizeInitiative } from './normalizeInitiative.js';
import { initiativeCellSchema } from './schema.js';

/** The Grunt Factor `initiative`: a die each plus the army's highest LD; the higher total chooses who starts (Turn sequence 1). */
export default defineResolution({
  description: 'Who chooses who starts the turn: a die each plus the highest LD of each army, ties rolled again.',
  schema: initiativeCellSchema,
  normalize: normalizeInitiative,
  quantities: initiativeQuantities,
  exact: exactInitiative,
  casualtyDistributions: ['roll_offs'],
  favours: { side: 'army A', up: ['a_chooses'], down: ['b_chooses'], headline: ['a_chooses'] },
  docs: 'grunt-factor.md#resolution-initiative--turn-sequence-step-1',
});
