import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized leader-loss cell. */
export interface LeaderLossCell {
  sides: number;
  /** The fallen leader's LV. */
  leadership: number;
  /** Threat level of the confidence test; -1: no test (only with house threat levels). */
  threat: number;
  start: number;
  halfOrLess: boolean;
  /** The test uses the new leader's LV (true) or the fallen leader's (false). */
  newLeaderTests: boolean;
  note?: string;
}

/**
 * Counter layout: pass, drop_1, drop_2, no_test, then new_leadership (0..3, 0 unused) and confidence_after (0..4).
 * @example leaderLossLayout().distributions.map((d) => d.name) // ['new_leadership', 'confidence_after']
 */
export function leaderLossLayout(): CounterLayout {
  return {
    outcomes: ['pass', 'drop_1', 'drop_2', 'no_test'],
    distributions: [
      { name: 'new_leadership', size: 4 },
      { name: 'confidence_after', size: 5 },
    ],
  };
}
