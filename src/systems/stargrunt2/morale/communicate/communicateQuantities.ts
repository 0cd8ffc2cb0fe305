import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of a communication roll (also TRANSFERRING ACTIONS): did it get through? `jammed` (0 no, 1 yes: the
 * call then fails) exists only in cells where an enemy EW unit jams.
 */
export const communicateQuantities = defineQuantities({
  outcomes: { pass: 'Succeeded', fail: 'Failed' },
  distributions: { jammed: 'Jammed by enemy EW' },
});

export type CommunicateOutcome = OutcomeName<typeof communicateQuantities>;
export type CommunicateDistribution = DistributionName<typeof communicateQuantities>;
