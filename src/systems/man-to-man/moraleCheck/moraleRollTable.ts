import { NO_CRITICALS, rollTable } from '../rollTable.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';

/**
 * How each 3d6 total of the commander's LDR check reads (5.0): a pass is a code up to ROLL.hit, with the 4.4
 * criticals (rules.criticals) only under `morale-criticals: as-to-hit`.
 * @example moraleRollTable({ modifiedLdr: 12, highestPass: 11, criticals: [...NO_CRITICALS], failure: 1 })[11] // 3 (ROLL.hit: passes)
 */
export function moraleRollTable(cell: MoraleCheckCell): Int8Array {
  return rollTable(cell.highestPass, cell.criticals);
}
