import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of an OVERRUN / FOLLOW-THROUGH attempt: the reaction test, then the extra combat move. */
export const followThroughQuantities = defineQuantities({
  outcomes: {
    test_failed: 'Test failed: occupies the position',
    falls_short: 'Follows through, falls short',
    reaches: 'Follows through into contact',
  },
  distributions: { move_inches: 'Extra combat move (inches; 0 when the test fails)' },
});

export type FollowThroughOutcome = OutcomeName<typeof followThroughQuantities>;
export type FollowThroughDistribution = DistributionName<typeof followThroughQuantities>;
