import type { Distribution } from './Distribution.js';
import { sumPool } from './sumPool.js';

/**
 * How many of `count` rolls of `die` show one of `values` (a value listed twice counts twice, as AnyDice's
 * [count V in D]): a success pool, each die mapped to its count and the pool summed.
 */
export function countIn(die: Distribution, count: number, values: readonly number[]): Distribution {
  const times = new Map<number, number>();
  for (const v of values) times.set(v, (times.get(v) ?? 0) + 1);
  return sumPool(
    die.map((face) => times.get(face) ?? 0),
    count,
  );
}
