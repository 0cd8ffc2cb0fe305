import { defineResolution } from '../../defineResolution.js';
import { exactSkillRoll } from './exactSkillRoll.js';
import { normalizeSkillRoll } from './normalizeSkillRoll.js';
import { skillRollCellSchema } from './schema.js';
import { skillRollQuantities } from './skillRollQuantities.js';

/** Silhouette `skill-roll`: N d6, keep the highest, +1 per extra 6, all 1s a fumble, modifiers, floor 0. */
export default defineResolution({
  description: 'One Silhouette skill roll: its total, and success against a Threshold.',
  schema: skillRollCellSchema,
  normalize: normalizeSkillRoll,
  quantities: skillRollQuantities,
  exact: exactSkillRoll,
  casualtyDistributions: ['result'],
  favours: { side: 'the roller', up: ['success', 'result', 'raw'], down: ['fumble', 'failure'], headline: ['success'] },
  docs: 'silhouette.md#resolution-skill-roll',
});
