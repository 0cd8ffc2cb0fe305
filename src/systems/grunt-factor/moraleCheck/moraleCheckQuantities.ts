import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a morale check: which checks failed (panic, fall back), and how many. */
export const moraleCheckQuantities = defineQuantities({
  outcomes: {
    no_check: 'No check due',
    passed: 'Passed',
    falls_back: 'Falls back 10 cm',
    panicked: 'Panicked',
    panicked_and_falls_back: 'Panicked and falls back',
  },
  distributions: { checks_failed: 'Checks failed' },
});

export type MoraleCheckOutcome = OutcomeName<typeof moraleCheckQuantities>;
export type MoraleCheckDistribution = DistributionName<typeof moraleCheckQuantities>;
