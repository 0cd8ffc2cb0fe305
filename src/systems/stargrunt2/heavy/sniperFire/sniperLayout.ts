import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { type SniperDistribution, type SniperOutcome, sniperQuantities } from './sniperQuantities.js';

/**
 * Counter layout of a sniper shot: three outcomes, then five 0/1 histograms (the same for every cell).
 * @example sniperLayout().distributions.length // 5
 */
export function sniperLayout(): CounterLayout<SniperOutcome, SniperDistribution> {
  return sniperQuantities.layout({ leader_hit: 2, leader_casualty: 2, dead: 2, wounded: 2, revealed: 2 });
}
