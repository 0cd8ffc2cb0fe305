import type { CounterLayout } from '../../LegacyKernel.js';

export const AFV_CLOSE_ASSAULT_OUTCOMES = ['no_effect', 'immobilised', 'knocked_out'] as const;

/**
 * Counter layout of a close assault on an AFV: three outcomes, no distributions.
 * @example afvCloseAssaultLayout().outcomes // ['no_effect', 'immobilised', 'knocked_out']
 */
export function afvCloseAssaultLayout(): CounterLayout {
  return { outcomes: [...AFV_CLOSE_ASSAULT_OUTCOMES], distributions: [] };
}
