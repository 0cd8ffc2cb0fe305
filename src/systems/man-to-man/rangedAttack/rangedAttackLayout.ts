import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import {
  type RangedAttackDistribution,
  type RangedAttackOutcome,
  rangedAttackQuantities,
} from './rangedAttackQuantities.js';

/**
 * Counter layout of a ranged attack: the five outcomes, then the histogram of hits (0..shots).
 * @example rangedAttackLayout(cell).outcomes // ['miss', 'wounded', 'incapacitated', 'dead', 'jammed']
 */
export function rangedAttackLayout(
  cell: RangedAttackCell,
): CounterLayout<RangedAttackOutcome, RangedAttackDistribution> {
  return rangedAttackQuantities.layout({ hits: cell.shots + 1 });
}
