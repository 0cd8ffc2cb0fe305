import { Dist } from './Dist.js';

/**
 * Sum of independent numeric distributions (0 for none).
 * @example sumOf([Dist.uniform(6), Dist.uniform(6), Dist.uniform(6)]).probExact(3) // { num: 1n, den: 216n }
 */
export function sumOf(dists: Iterable<Dist<number>>): Dist<number> {
  let sum = Dist.constant(0);
  for (const d of dists) sum = sum.sumWith(d);
  return sum;
}
