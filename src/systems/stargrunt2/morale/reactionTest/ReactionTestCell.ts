import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized reaction-test cell: the quality die and the score to exceed (LV + threat level). */
export interface ReactionTestCell {
  sides: number;
  needed: number;
  note?: string;
}

/**
 * Counter layout of a reaction test: pass, fail (no distributions).
 * @example reactionTestLayout().outcomes // ['pass', 'fail']
 */
export function reactionTestLayout(): CounterLayout {
  return { outcomes: ['pass', 'fail'], distributions: [] };
}
