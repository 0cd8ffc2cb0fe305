import { criticalRanges, rollTable } from '../rollTable.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';

/**
 * How each 3d6 total of a close assault reads (8.2): equal or less than the factor succeeds, the critical hits
 * are the totals up to `knockOutMax`, the critical failures those from `failFrom`.
 * @example closeAssaultRollTable({ factor: 8, knockOutMax: 5, failFrom: 19 })[7] // ROLL.hit
 */
export function closeAssaultRollTable(cell: AfvCloseAssaultCell): Int8Array {
  return rollTable(cell.factor, criticalRanges(cell.knockOutMax, cell.failFrom));
}
