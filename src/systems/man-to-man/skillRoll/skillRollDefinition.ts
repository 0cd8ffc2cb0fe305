import { defineResolution } from '../../defineResolution.js';
import { exactSkillRoll, exactSkillRollWith } from './exactSkillRoll.js';
import { skillRollHouseSteps } from './skillRollSteps.js';
import { normalizeSkillRoll } from './normalizeSkillRoll.js';
import { skillRollCellSchema } from './schema.js';
import { skillRollQuantities } from './skillRollQuantities.js';

/** Man to Man `skill-roll`: 3d6 under a modified attribute with the 4.4 criticals, for reference tables. */
export default defineResolution({
  description: '3d6 under a modified attribute, with the critical hits (3, 4, 5) and critical failures (16, 17, 18) of 4.4.',
  schema: skillRollCellSchema,
  normalize: normalizeSkillRoll,
  quantities: skillRollQuantities,
  exact: exactSkillRoll,
  houseSteps: { ...skillRollHouseSteps, exact: exactSkillRollWith },
  favours: { side: 'the roller', up: ['critical_kill', 'critical_double_damage', 'critical_hit', 'hit', 'hits'], down: ['miss', 'misfire', 'jam', 'bad_jam'], headline: ['hit', 'hits'] },
  docs: 'man-to-man.md#resolution-skill-roll--3d6-under-an-attribute-with-criticals-reference-tables',
});
