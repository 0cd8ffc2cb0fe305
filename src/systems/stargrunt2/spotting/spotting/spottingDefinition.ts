import { defineResolution } from '../../../defineResolution.js';
import { exactSpotting } from './exactSpotting.js';
import { normalizeSpotting } from './normalizeSpotting.js';
import { spottingCellSchema } from './schema.js';
import { spottingQuantities } from './spottingQuantities.js';

/** Stargrunt II `spotting`: HIDDEN UNITS and SPOTTING HIDDEN UNITS — a leader's OBSERVE actions on an inverted counter. */
export default defineResolution({
  description:
    'Spotting a hidden unit: does an OBSERVE action leave the counter unidentified, flip it, or reveal the figures?',
  schema: spottingCellSchema,
  normalize: normalizeSpotting,
  quantities: spottingQuantities,
  exact: exactSpotting,
  casualtyDistributions: [],
  derived: {
    located: { label: 'A unit located (flipped or revealed)', of: 'flipped + revealed' },
    identified: { label: 'Anything learnt', of: 'not_a_unit + flipped + revealed' },
  },
  favours: {
    side: 'the observer',
    up: ['revealed', 'flipped', 'located', 'identified'],
    down: ['nothing', 'attempts_used'],
    headline: ['revealed', 'located'],
  },
  docs: 'stargrunt2.md#resolution-spotting--hidden-units-spotting-hidden-units',
});
