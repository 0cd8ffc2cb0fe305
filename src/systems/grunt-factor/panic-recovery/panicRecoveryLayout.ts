import type { CounterLayout } from '../../LegacyKernel.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';

/**
 * Counter layout: recovered / still_panicked after max_turns, then turns_panicked (failed tests, 0..max_turns).
 * @example panicRecoveryLayout({ facesByTurn: [9, 9], ldByTurn: [9, 9] }).distributions[0].size // 3
 */
export function panicRecoveryLayout(cell: PanicRecoveryCell): CounterLayout {
  return {
    outcomes: ['recovered', 'still_panicked'],
    distributions: [{ name: 'turns_panicked', size: cell.facesByTurn.length + 1 }],
  };
}
