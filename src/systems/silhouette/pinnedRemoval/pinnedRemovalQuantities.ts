import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of removing Pinned! counters: cleared within the actions or not, counters left, actions spent. */
export const pinnedRemovalQuantities = defineQuantities({
  outcomes: { cleared: 'Every counter removed', still_pinned: 'Still pinned' },
  distributions: {
    counters_left: 'Pinned! counters left',
    actions_spent: 'Actions spent (all of them when still pinned)',
  },
});

export type PinnedRemovalOutcome = OutcomeName<typeof pinnedRemovalQuantities>;
export type PinnedRemovalDistribution = DistributionName<typeof pinnedRemovalQuantities>;
