import { defineResolution } from '../../../defineResolution.js';
import { exactFireExposure } from './exactFireExposure.js';
import { fireExposureQuantities } from './fireExposureQuantities.js';
import { normalizeFireExposure } from './normalizeFireExposure.js';
import { fireExposureCellSchema } from './schema.js';

/** Stargrunt II `fire-exposure`: FIRES, FLAME AND INCENDIARY WEAPONS — figures within 3" of a FIRE marker, armour against a D4. */
export default defineResolution({
  description:
    'Infantry figures coming within 3" of a FIRE marker: each rolls its armour against the fire\'s D4, once per entry.',
  schema: fireExposureCellSchema,
  normalize: normalizeFireExposure,
  quantities: fireExposureQuantities,
  exact: exactFireExposure,
  casualtyDistributions: ['dead', 'wounded'],
  favours: {
    side: 'the figures',
    up: ['unhurt'],
    down: ['some_casualty', 'dead', 'wounded', 'casualties'],
    headline: ['some_casualty', 'casualties'],
  },
  docs: 'stargrunt2.md#resolution-fire-exposure--figures-within-3-of-a-fire',
});
