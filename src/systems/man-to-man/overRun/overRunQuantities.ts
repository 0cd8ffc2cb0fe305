import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of an over-run: whether anyone in the AFV's path was killed, and how many. */
export const overRunQuantities = defineQuantities({
  outcomes: { all_escape: 'Everyone gets out of the way', some_killed: 'Some killed', all_killed: 'All killed' },
  distributions: { killed: 'Killed' },
});

export type OverRunOutcome = OutcomeName<typeof overRunQuantities>;
export type OverRunDistribution = DistributionName<typeof overRunQuantities>;
