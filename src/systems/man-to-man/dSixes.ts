import { Dist } from '../../dice/exact/Dist.js';
import { sumOf } from '../../dice/exact/sumOf.js';

/**
 * The sum of n d6 (damage dice, 4.5; 3d6 for every roll against an attribute, 4.0).
 * @example dSixes(3).probExact(3) // { num: 1n, den: 216n }
 */
export function dSixes(n: number): Dist<number> {
  return sumOf(Array.from({ length: n }, () => Dist.uniform(6)));
}
