import { defineResolution } from '../../../defineResolution.js';
import { exactRally } from './exactRally.js';
import { normalizeRally } from './normalizeRally.js';
import { rallyQuantities } from './rallyQuantities.js';
import { rallyCellSchema } from './schema.js';

/** Stargrunt II `rally`: THE RALLY ACTION by a superior command unit. */
export default defineResolution({
  description:
    'A rally: communication, then the quality die against both leaderships; success raises confidence one level.',
  schema: rallyCellSchema,
  normalize: normalizeRally,
  quantities: rallyQuantities,
  exact: exactRally,
  casualtyDistributions: ['confidence_after'],
  favours: {
    side: 'the squad',
    up: ['rallied'],
    down: ['communication_failed', 'rally_failed', 'confidence_after'],
    headline: ['rallied'],
  },
  docs: 'stargrunt2.md#resolution-rally--the-rally-action',
});
