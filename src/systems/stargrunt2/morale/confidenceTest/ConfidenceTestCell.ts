import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized confidence-test cell: plain numbers for the kernel and the exact evaluator. */
export interface ConfidenceTestCell {
  /** Sides of the unit's quality die. */
  sides: number;
  /** The score to exceed: LV + threat level; -1 when no test is taken. */
  needed: number;
  /** Current confidence level, 0 (CO) to 4 (RO). */
  start: number;
  /** Two levels are lost on half the score or less (true) or less than half (false). */
  halfOrLess: boolean;
  note?: string;
}

export const CONFIDENCE_TEST_OUTCOMES = ['pass', 'drop_1', 'drop_2', 'no_test'] as const;

/**
 * Counter layout of a confidence test: pass, drop_1, drop_2, no_test, then confidence_after (0 CO … 4 RO).
 * @example confidenceTestLayout().distributions // [{ name: 'confidence_after', size: 5 }]
 */
export function confidenceTestLayout(): CounterLayout {
  return { outcomes: [...CONFIDENCE_TEST_OUTCOMES], distributions: [{ name: 'confidence_after', size: 5 }] };
}
