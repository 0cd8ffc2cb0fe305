import { diceMessages } from '../messages.js';
import type { Dist } from './Dist.js';

/**
 * n independent draws from `dist`, folded left to right with f: f(f(x1, x2), x3)…
 * (f need not be associative). Sum with (a, b) => a + b, highest with Math.max.
 * @example repeat(Dist.uniform(6), 2, Math.max).probExact(6) // { num: 11n, den: 36n }
 */
export function repeat<K extends string | number>(dist: Dist<K>, n: number, f: (acc: K, next: K) => K): Dist<K> {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(diceMessages.repeatCount(n));
  let acc = dist;
  for (let i = 1; i < n; i++) acc = acc.combine(dist, f) as Dist<K>; // f gives K back
  return acc;
}
