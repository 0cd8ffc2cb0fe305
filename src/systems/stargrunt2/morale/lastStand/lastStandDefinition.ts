import { defineResolution } from '../../../defineResolution.js';
import { exactLastStand } from './exactLastStand.js';
import { lastStandQuantities } from './lastStandQuantities.js';
import { normalizeLastStand } from './normalizeLastStand.js';
import { lastStandCellSchema } from './schema.js';

/** Stargrunt II `last-stand`: THE LAST STAND, a voluntary D6 test by a cut-off unit. */
export default defineResolution({
  description: 'The Last Stand: does the cut-off unit hold to the last, or disintegrate (surrender or flee)?',
  schema: lastStandCellSchema,
  normalize: normalizeLastStand,
  quantities: lastStandQuantities,
  exact: exactLastStand,
  casualtyDistributions: [],
  favours: { side: 'the unit', up: ['holds'], down: ['surrenders', 'flees'], headline: ['holds'] },
  docs: 'stargrunt2.md#resolution-last-stand--the-last-stand',
});
