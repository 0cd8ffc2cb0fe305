import type { CounterLayout } from '../../LegacyKernel.js';

export const MORALE_OUTCOMES = ['pass', 'flee', 'surrender'] as const;

/**
 * Counter layout of a morale check: three outcomes, no distributions.
 * @example moraleCheckLayout().outcomes // ['pass', 'flee', 'surrender']
 */
export function moraleCheckLayout(): CounterLayout {
  return { outcomes: [...MORALE_OUTCOMES], distributions: [] };
}
