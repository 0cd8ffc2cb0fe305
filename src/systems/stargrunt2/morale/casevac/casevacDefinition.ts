import { defineResolution } from '../../../defineResolution.js';
import { casevacQuantities } from './casevacQuantities.js';
import { exactCasevac } from './exactCasevac.js';
import { normalizeCasevac } from './normalizeCasevac.js';
import { casevacCellSchema } from './schema.js';

/** Stargrunt II `casevac`: CASUALTY EVACUATION, the call and the confidence the evacuation gives back. */
export default defineResolution({
  description:
    'Casualty evacuation: does the call get through, and how much confidence do the squad and its neighbours regain?',
  schema: casevacCellSchema,
  normalize: normalizeCasevac,
  quantities: casevacQuantities,
  exact: exactCasevac,
  casualtyDistributions: ['confidence_after'],
  favours: {
    side: 'the squad',
    up: ['up_1', 'up_2', 'nearby_recovered'],
    down: ['call_failed', 'no_gain', 'confidence_after'],
    headline: ['up_1', 'up_2'],
  },
  docs: 'stargrunt2.md#resolution-casevac--casualty-evacuation-casevac',
});
