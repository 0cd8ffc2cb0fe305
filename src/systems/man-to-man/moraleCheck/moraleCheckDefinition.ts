import { defineResolution } from '../../defineResolution.js';
import { exactMoraleCheck } from './exactMoraleCheck.js';
import { moraleCheckQuantities } from './moraleCheckQuantities.js';
import { normalizeMoraleCheck } from './normalizeMoraleCheck.js';
import { moraleCheckCellSchema } from './schema.js';

/** Man to Man `morale-check`: a unit commander's LDR check (5.0 Morale). */
export default defineResolution({
  description:
    "A unit commander's LDR check: 3d6 under LDR with the 5.0 modifiers; failure flees (or surrenders when surrounded).",
  schema: moraleCheckCellSchema,
  normalize: normalizeMoraleCheck,
  quantities: moraleCheckQuantities,
  exact: exactMoraleCheck,
  favours: { side: 'the figure', up: ['pass'], down: ['flee', 'surrender'], headline: ['pass'] },
  docs: 'man-to-man.md#resolution-morale-check--50-morale',
});
