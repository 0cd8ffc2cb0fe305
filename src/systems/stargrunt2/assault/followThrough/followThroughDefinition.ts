import { defineResolution } from '../../../defineResolution.js';
import { exactFollowThrough } from './exactFollowThrough.js';
import { followThroughQuantities } from './followThroughQuantities.js';
import { normalizeFollowThrough } from './normalizeFollowThrough.js';
import { followThroughCellSchema } from './schema.js';

/** Stargrunt II `follow-through`: OVERRUNS AND FOLLOW-THROUGH ATTACKS after a won close assault. */
export default defineResolution({
  description:
    'After a won close assault: does the unit pass its follow-through test, and does its extra combat move reach the retreating enemy?',
  schema: followThroughCellSchema,
  normalize: normalizeFollowThrough,
  quantities: followThroughQuantities,
  exact: exactFollowThrough,
  casualtyDistributions: [],
  valueUnit: 'inches',
  favours: { side: 'the attackers', up: ['reaches', 'move_inches'], down: ['test_failed'], headline: ['reaches'] },
  docs: 'stargrunt2.md#resolution-follow-through--overruns-and-follow-through-attacks',
});
