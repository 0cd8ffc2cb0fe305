import { Distribution } from './Distribution.js';
import { checkLimit } from './limits.js';

/**
 * A pool of `count` independent rolls of `die`, sorted highest first, summed with a multiplier per position:
 * `multipliers[i]` times the (i+1)-th highest die (positions past the list count 0). Keep highest 3 of 4d6 is
 * [1, 1, 1]; the 2nd highest alone is [0, 1]; the lowest of 4 is [0, 0, 0, 1].
 *
 * Icepool's multiset evaluation, not an enumeration of rolls: outcomes are visited highest first, and at each the
 * number of dice showing it is chosen (C(remaining, k) × weight^k ways), so the state is only (dice placed so
 * far, sum so far). Once every multiplied position is placed, the dice left over can show anything below: their
 * weight is the tail's total to the power of how many are left.
 */
export function keepPositions(die: Distribution, count: number, multipliers: readonly number[]): Distribution {
  checkLimit('dice', count);
  const ranks = Math.min(count, lastNonZero(multipliers) + 1);
  if (ranks === 0) return Distribution.constant(0);
  const prefix = [0];
  for (let i = 0; i < ranks; i++) prefix.push(prefix[i] + multipliers[i]);
  const binomials = new Map<number, bigint[]>();
  const outcomes = [...die.outcomes].reverse();
  const weights = [...die.weights].reverse();
  // tail[i]: the total weight of outcomes i.. (highest first), what an unplaced die may still show.
  const tail: bigint[] = new Array(outcomes.length + 1).fill(0n);
  for (let i = outcomes.length - 1; i >= 0; i--) tail[i] = tail[i + 1] + weights[i];

  // states[placed]: sum → weight, for dice placed so far among the multiplied positions.
  let states: Array<Map<number, bigint>> = Array.from({ length: ranks + 1 }, () => new Map());
  states[0].set(0, 1n);
  const finished = new Map<number, bigint>();
  for (let i = 0; i < outcomes.length; i++) {
    const value = outcomes[i];
    const powers = powersOf(weights[i], count);
    const tailPowers = powersOf(tail[i + 1], count);
    const next: Array<Map<number, bigint>> = Array.from({ length: ranks + 1 }, () => new Map());
    for (let placed = 0; placed < ranks; placed++) {
      const remaining = count - placed;
      const choose = binomials.get(remaining) ?? binomialRow(remaining, binomials);
      const last = i === outcomes.length - 1;
      for (const [sum, w] of states[placed]) {
        for (let k = last ? remaining : 0; k <= remaining; k++) {
          const reached = Math.min(ranks, placed + k);
          const newSum = sum + value * (prefix[reached] - prefix[placed]);
          const weight = w * choose[k] * powers[k];
          if (placed + k >= ranks) {
            // Every multiplied position is placed: the dice left may show anything below this outcome.
            add(finished, newSum, weight * tailPowers[remaining - k]);
          } else add(next[reached], newSum, weight);
        }
      }
    }
    states = next;
  }
  checkLimit('outcomes', finished.size);
  const copies = { roundingError: die.roundingError * count, truncated: 0 };
  return Distribution.fromWeights(finished, copies).withTruncated(poolTruncated(die.truncated, count));
}

function lastNonZero(multipliers: readonly number[]): number {
  for (let i = multipliers.length - 1; i >= 0; i--) if (multipliers[i] !== 0) return i;
  return -1;
}

function add(map: Map<number, bigint>, key: number, weight: bigint): void {
  if (weight !== 0n) map.set(key, (map.get(key) ?? 0n) + weight);
}

function powersOf(w: bigint, n: number): bigint[] {
  const powers = [1n];
  for (let k = 1; k <= n; k++) powers.push(powers[k - 1] * w);
  return powers;
}

/** C(n, 0..n) as bigints, kept in `cache`. */
function binomialRow(n: number, cache: Map<number, bigint[]>): bigint[] {
  const row = [1n];
  for (let k = 0; k < n; k++) row.push((row[k] * BigInt(n - k)) / BigInt(k + 1));
  cache.set(n, row);
  return row;
}

/** P(at least one of `count` dice was cut off), given one die's bound. */
function poolTruncated(one: number, count: number): number {
  return one === 0 ? 0 : -Math.expm1(count * Math.log1p(-one)); // 1 - (1 - one)^count, exact for tiny masses
}
