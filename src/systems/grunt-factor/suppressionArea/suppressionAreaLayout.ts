import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import {
  type SuppressionAreaDistribution,
  type SuppressionAreaOutcome,
  suppressionAreaQuantities,
} from './suppressionAreaQuantities.js';

/**
 * Counter layout: unharmed / casualty, then moves_made (0..actions) and hits_taken (0..strength × actions).
 * @example suppressionAreaLayout(cell).outcomes // ['unharmed', 'casualty']
 */
export function suppressionAreaLayout(
  cell: SuppressionAreaCell,
): CounterLayout<SuppressionAreaOutcome, SuppressionAreaDistribution> {
  return suppressionAreaQuantities.layout({
    moves_made: cell.actions + 1,
    hits_taken: cell.strength * cell.actions + 1,
  });
}
