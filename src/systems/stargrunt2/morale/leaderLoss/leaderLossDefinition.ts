import { defineResolution } from '../../../defineResolution.js';
import { exactLeaderLoss } from './exactLeaderLoss.js';
import { leaderLossQuantities } from './leaderLossQuantities.js';
import { normalizeLeaderLoss } from './normalizeLeaderLoss.js';
import { leaderLossCellSchema } from './schema.js';

/** Stargrunt II `leader-loss`: LOSS OF UNIT LEADER — the new leader's LV and the confidence test. */
export default defineResolution({
  description: "The leader is down: the second-in-command's leadership and the unit's confidence test.",
  schema: leaderLossCellSchema,
  normalize: normalizeLeaderLoss,
  quantities: leaderLossQuantities,
  exact: exactLeaderLoss,
  casualtyDistributions: ['new_leadership', 'confidence_after'],
  favours: {
    side: 'the squad',
    up: ['pass', 'no_test'],
    down: ['drop_1', 'drop_2', 'confidence_after'],
    headline: ['pass'],
  },
  docs: 'stargrunt2.md#resolution-leader-loss--loss-of-unit-leader',
});
