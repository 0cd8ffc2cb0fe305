import type { CounterLayout } from '../../../LegacyKernel.js';

export const SNIPER_OUTCOMES = ['suppressed_only', 'random_figure_hit', 'chosen_figure_hit'] as const;
export const SNIPER_DISTRIBUTIONS = ['leader_hit', 'leader_casualty', 'dead', 'wounded', 'revealed'] as const;

/**
 * Counter layout of a sniper shot: three outcomes, then five 0/1 histograms.
 * @example sniperLayout().distributions.length // 5
 */
export function sniperLayout(): CounterLayout {
  return { outcomes: [...SNIPER_OUTCOMES], distributions: SNIPER_DISTRIBUTIONS.map((name) => ({ name, size: 2 })) };
}
