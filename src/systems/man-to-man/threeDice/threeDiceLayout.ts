import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type ThreeDiceDistribution, type ThreeDiceOutcome, threeDiceQuantities } from './threeDiceQuantities.js';

/**
 * Counter layout of a plain 3d6: the three bands, then the total (0..18; 0-2 never happen).
 * @example threeDiceLayout().distributions[0].size // 19
 */
export function threeDiceLayout(): CounterLayout<ThreeDiceOutcome, ThreeDiceDistribution> {
  return threeDiceQuantities.layout({ total: 19 });
}
