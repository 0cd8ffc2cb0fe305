import type { EnumeratingRoll } from './EnumeratingRoll.js';
import { enumeratePaths } from './enumeratePaths.js';
import { fractionToNumber } from './fractionToNumber.js';
import { gcd, lcm } from './gcd.js';
import type { StepOutcomes } from './Script.js';

/**
 * The exact distribution of what a procedure written against `Roll` returns: every path enumerated
 * (`enumeratePaths`), equal results merged — numbers, strings, booleans and plain objects alike, compared by value —
 * with integer weights over one total, results in the order first met. Throws as enumeratePaths does.
 * @example enumerateOutcomes((roll) => roll.die(6) > 4).values // [false, true], weights [2n, 1n], total 3n
 */
export function enumerateOutcomes<T>(
  play: (roll: EnumeratingRoll) => T,
  options: { replays?: number } = {},
): StepOutcomes<T> & { weights: bigint[]; total: bigint } {
  const byKey = new Map<string, { value: T; byDen: Map<bigint, bigint> }>();
  enumeratePaths(
    play,
    (value, script) => {
      const key = valueKey(value);
      let seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, (seen = { value, byDen: new Map() }));
      seen.byDen.set(script.den, (seen.byDen.get(script.den) ?? 0n) + script.num);
    },
    { ...options, exact: true },
  );
  let common = 1n;
  for (const { byDen } of byKey.values()) for (const den of byDen.keys()) common = lcm(common, den);
  const values: T[] = [];
  let weights: bigint[] = [];
  for (const { value, byDen } of byKey.values()) {
    let w = 0n;
    for (const [den, num] of byDen) w += num * (common / den);
    values.push(value);
    weights.push(w);
  }
  const g = weights.reduce((acc, w) => gcd(acc, w), common);
  weights = weights.map((w) => w / g);
  const total = common / g;
  return { values, weights, total, probs: weights.map((w) => fractionToNumber(w, total)) };
}

/**
 * One key per value: equal numbers, strings, booleans or plain objects (by their JSON) share it.
 * @example valueKey({ hit: true, attackerDie: 3 }) === valueKey({ hit: true, attackerDie: 3 }) // true
 */
function valueKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return `${typeof value} ${String(value)}`;
  return `json ${JSON.stringify(value)}`;
}
