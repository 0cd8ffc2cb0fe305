import { defineResolution } from '../../../defineResolution.js';
import { exactImpactVsArmour } from './exactImpactVsArmour.js';
import { impactVsArmourQuantities } from './impactVsArmourQuantities.js';
import { normalizeImpactVsArmour } from './normalizeImpactVsArmour.js';
import { impactVsArmourCellSchema } from './schema.js';

/** Stargrunt II `impact-vs-armour`: STEP 3: PENETRATION AND EFFECT on its own, one impact die against one armour die. */
export default defineResolution({
  description: 'One impact die against one armour die: no effect, wound or kill.',
  schema: impactVsArmourCellSchema,
  normalize: normalizeImpactVsArmour,
  quantities: impactVsArmourQuantities,
  exact: exactImpactVsArmour,
  casualtyDistributions: [],
  favours: { side: 'the firer', up: ['wound', 'kill'], down: ['no_effect'], headline: ['kill'] },
  docs: 'stargrunt2.md#resolutions-opposed-roll-and-impact-vs-armour--the-bare-dice-procedures',
});
