import { ALL_CRITICALS, NO_CRITICALS, rollTable } from '../rollTable.js';

/**
 * How each 3d6 total of one character's DEX roll reads: it avoids the AFV on a code up to ROLL.hit, with the 4.4
 * criticals only under `over-run-criticals: as-to-hit`.
 * @example overRunTable(11, false)[11] // 3 (ROLL.hit: gets out of the way)
 */
export function overRunTable(highestAvoid: number, criticals: boolean): Int8Array {
  return rollTable(highestAvoid, criticals ? ALL_CRITICALS : NO_CRITICALS);
}
