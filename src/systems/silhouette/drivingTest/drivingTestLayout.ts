import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { DrivingTestCell } from './DrivingTestCell.js';
import {
  type DrivingTestDistribution,
  type DrivingTestOutcome,
  drivingTestQuantities,
} from './drivingTestQuantities.js';

/**
 * Counter layout of driving through D terrain: the two outcomes, then tests passed (0..entries).
 * @example drivingTestLayout({ dice: 2, modifier: 0, threshold: 2, entries: 3, fumbles: true, drawSucceeds: false }).distributions[0].size // 4
 */
export function drivingTestLayout(cell: DrivingTestCell): CounterLayout<DrivingTestOutcome, DrivingTestDistribution> {
  return drivingTestQuantities.layout({ tests_passed: cell.entries + 1 });
}
