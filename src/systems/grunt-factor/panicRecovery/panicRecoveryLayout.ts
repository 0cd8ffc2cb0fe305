import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import {
  type PanicRecoveryDistribution,
  type PanicRecoveryOutcome,
  panicRecoveryQuantities,
} from './panicRecoveryQuantities.js';

/**
 * Counter layout: recovered / still_panicked after max_turns, then turns_panicked (failed tests, 0..max_turns).
 * @example panicRecoveryLayout({ facesByTurn: [9, 9], ldByTurn: [9, 9] }).distributions[0].size // 3
 */
export function panicRecoveryLayout(
  cell: PanicRecoveryCell,
): CounterLayout<PanicRecoveryOutcome, PanicRecoveryDistribution> {
  return panicRecoveryQuantities.layout({ turns_panicked: cell.facesByTurn.length + 1 });
}
