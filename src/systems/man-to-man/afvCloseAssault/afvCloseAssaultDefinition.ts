import { defineResolution } from '../../defineResolution.js';
import { afvCloseAssaultQuantities } from './afvCloseAssaultQuantities.js';
import { exactAfvCloseAssault } from './exactAfvCloseAssault.js';
import { normalizeAfvCloseAssault } from './normalizeAfvCloseAssault.js';
import { afvCloseAssaultCellSchema } from './schema.js';

/** Man to Man `afv-close-assault`: characters close assault an AFV (8.2 Close assault). */
export default defineResolution({
  description:
    "A close assault on an AFV: 3d6 equal or less than 5 plus the weapon bonuses immobilises it, a critical KO's it.",
  schema: afvCloseAssaultCellSchema,
  normalize: normalizeAfvCloseAssault,
  quantities: afvCloseAssaultQuantities,
  exact: exactAfvCloseAssault,
  favours: {
    side: 'the assaulting infantry',
    up: ['immobilised', 'knocked_out'],
    down: ['no_effect'],
    headline: ['knocked_out'],
  },
  docs: 'man-to-man.md#resolution-afv-close-assault--82-close-assault',
});
