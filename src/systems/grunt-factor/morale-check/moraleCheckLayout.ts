import type { CounterLayout } from '../../LegacyKernel.js';

export const MORALE_OUTCOMES = ['no_check', 'passed', 'falls_back', 'panicked', 'panicked_and_falls_back'] as const;

/**
 * Counter layout of a morale check: the five outcomes, then the histogram of failed checks (0..2).
 * @example moraleCheckLayout().distributions // [{ name: 'checks_failed', size: 3 }]
 */
export function moraleCheckLayout(): CounterLayout {
  return { outcomes: [...MORALE_OUTCOMES], distributions: [{ name: 'checks_failed', size: 3 }] };
}
