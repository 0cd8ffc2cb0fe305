import type { CounterLayout } from '../../LegacyKernel.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';

/**
 * Counter layout: unharmed / casualty, then moves_made (0..actions) and hits_taken (0..strength × actions).
 * @example suppressionAreaLayout(cell).outcomes // ['unharmed', 'casualty']
 */
export function suppressionAreaLayout(cell: SuppressionAreaCell): CounterLayout {
  return {
    outcomes: ['unharmed', 'casualty'],
    distributions: [
      { name: 'moves_made', size: cell.actions + 1 },
      { name: 'hits_taken', size: cell.strength * cell.actions + 1 },
    ],
  };
}
