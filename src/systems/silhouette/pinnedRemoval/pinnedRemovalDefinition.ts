import { defineResolution } from '../../defineResolution.js';
import { exactPinnedRemoval } from './exactPinnedRemoval.js';
import { normalizePinnedRemoval } from './normalizePinnedRemoval.js';
import { pinnedRemovalQuantities } from './pinnedRemovalQuantities.js';
import { pinnedRemovalCellSchema } from './schema.js';

/** Silhouette `pinned-removal`: a pinned squad's Infantry Skill tests, one an Action, to remove its Pinned! counters. */
export default defineResolution({
  description:
    'A pinned infantry squad spends Actions on Infantry Skill tests against Threshold 4 (−1 per counter) to remove its Pinned! counters one by one.',
  schema: pinnedRemovalCellSchema,
  normalize: normalizePinnedRemoval,
  quantities: pinnedRemovalQuantities,
  exact: exactPinnedRemoval,
  casualtyDistributions: ['counters_left', 'actions_spent'],
  favours: {
    side: 'the squad',
    up: ['cleared'],
    down: ['still_pinned', 'counters_left', 'actions_spent'],
    headline: ['cleared', 'actions_spent'],
  },
  docs: 'silhouette.md#resolution-pinned-removal--pinned-removing-the-counters',
});
