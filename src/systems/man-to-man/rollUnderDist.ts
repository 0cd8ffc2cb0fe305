import type { Dist } from '../../dice/exact/Dist.js';
import { dSixes } from './dSixes.js';

/**
 * The exact counterpart of rollUnder: the distribution of a roll's code (see ROLL) over the 216 outcomes of
 * 3d6, read through the same rollTable (integer weights).
 * @example rollUnderDist(rollTable(11, ALL_CRITICALS)).prob(ROLL.hit) // 125 / 216
 */
export function rollUnderDist(table: Int8Array): Dist<number> {
  return dSixes(3).map((total) => table[total]);
}
