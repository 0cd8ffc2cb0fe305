import type { Dist } from '../../../dice/exact/Dist.js';

/**
 * Adds a distribution's probabilities into a counter array at `offset + value`.
 * @example writeDist(out, 3, Dist.uniform(2)) // out[4] += 0.5, out[5] += 0.5
 */
export function writeDist(out: Float64Array, offset: number, dist: Dist<number>): void {
  for (const [k, p] of dist.entries()) out[offset + k] += p;
}
