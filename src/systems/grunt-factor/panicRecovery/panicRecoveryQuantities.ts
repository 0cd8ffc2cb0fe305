import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of recovering from panic: recovered within max_turns or not, and the failed tests before. */
export const panicRecoveryQuantities = defineQuantities({
  outcomes: { recovered: 'Recovered within max_turns', still_panicked: 'Still panicked' },
  distributions: { turns_panicked: 'Failed recovery tests' },
});

export type PanicRecoveryOutcome = OutcomeName<typeof panicRecoveryQuantities>;
export type PanicRecoveryDistribution = DistributionName<typeof panicRecoveryQuantities>;
