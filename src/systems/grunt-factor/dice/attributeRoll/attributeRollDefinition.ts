import { defineResolution } from '../../../defineResolution.js';
import { attributeRollQuantities } from './attributeRollQuantities.js';
import { exactAttributeRoll } from './exactAttributeRoll.js';
import { normalizeAttributeRoll } from './normalizeAttributeRoll.js';
import { attributeRollCellSchema } from './schema.js';

/** The Grunt Factor `attribute-roll`: a d20 at or under LD, RC or CC given as a number, plus modifiers. */
export default defineResolution({
  description: 'One bare d20 roll-under against LD, RC or CC given as a number (plus modifiers).',
  schema: attributeRollCellSchema,
  normalize: normalizeAttributeRoll,
  quantities: attributeRollQuantities,
  exact: exactAttributeRoll,
  favours: { side: 'the roller', up: ['success'], down: ['failure'], headline: ['success'] },
  docs: 'grunt-factor.md#resolution-attribute-roll--a-d20-against-ld-rc-or-cc-as-a-number',
});
