import { ALL_CRITICALS, NO_CRITICALS, rollTable } from '../rollTable.js';
import type { AfvFireCell } from './AfvFireCell.js';

/**
 * How each 3d6 total to hit reads (8.2, the totals of 4.4): 3 KO's the target, 4 penetrates automatically,
 * 5 hits automatically, 16 misses, 17 and 18 jam.
 * @example afvHitTable({ highestHit: 9 })[9] // ROLL.hit
 */
export function afvHitTable(cell: Pick<AfvFireCell, 'highestHit'>): Int8Array {
  return rollTable(cell.highestHit, ALL_CRITICALS);
}

/**
 * How each 3d6 total of the crew's morale test reads (8.2 Risk to crew): a pass is a code up to ROLL.hit, with
 * the criticals only under `morale-criticals: as-to-hit`.
 * @example afvCrewTable({ highestCrewPass: 11, crewCriticals: false })[11] // ROLL.hit (passes)
 */
export function afvCrewTable(cell: Pick<AfvFireCell, 'highestCrewPass' | 'crewCriticals'>): Int8Array {
  return rollTable(cell.highestCrewPass, cell.crewCriticals ? ALL_CRITICALS : NO_CRITICALS);
}
