import { Distribution } from './Distribution.js';
import { checkLimit } from './limits.js';

/**
 * The sum of `count` independent rolls of `die` (count ≥ 0; 0 dice sum to 0), by repeated doubling: log2(count)
 * convolutions rather than count.
 */
export function sumPool(die: Distribution, count: number): Distribution {
  checkLimit('dice', count);
  let result = Distribution.constant(0);
  let power = die;
  for (let n = count; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = result.combine(power, add);
    if (n > 1) power = power.combine(power, add);
  }
  return result;
}

const add = (a: number, b: number): number => a + b;
