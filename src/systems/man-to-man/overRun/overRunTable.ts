import { type Criticals, rollTable } from '../rollTable.js';

/**
 * How each 3d6 total of one character's DEX roll reads: it avoids the AFV on a code up to ROLL.hit, with the
 * criticals the cell carries (none unless `over-run-criticals: as-to-hit`).
 * @example overRunTable(11, NO_CRITICALS)[11] // 3 (ROLL.hit: gets out of the way)
 */
export function overRunTable(highestAvoid: number, criticals: Criticals): Int8Array {
  return rollTable(highestAvoid, criticals);
}
