import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of switching into overwatch: in overwatch within the attempts, or not, or not allowed to try. */
export const overwatchQuantities = defineQuantities({
  outcomes: {
    in_overwatch: 'In overwatch',
    failed: 'Every LD check failed',
    not_allowed: 'Not allowed (panicked or suppressed)',
  },
  distributions: { failed_attempts: 'Failed LD checks before overwatch (all of them when it never comes)' },
});

export type OverwatchOutcome = OutcomeName<typeof overwatchQuantities>;
export type OverwatchDistribution = DistributionName<typeof overwatchQuantities>;
