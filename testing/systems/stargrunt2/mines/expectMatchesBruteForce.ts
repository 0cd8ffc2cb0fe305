import { expect } from 'vitest';
import type { ExactResult } from '../../../../src/core/ExactResult.js';
import type { BruteForceMines } from './bruteForceMines.js';

/**
 * An exact result against a brute force of the mines resolutions: every outcome and every distribution value to 13
 * digits (both add floating-point products of 1/sides, in different orders), every value the brute force reached
 * inside the layout, every distribution summing to 1.
 */
export function expectMatchesBruteForce(exact: ExactResult, brute: BruteForceMines): void {
  const outcomes = exact.outcomes as Record<string, number>;
  for (const name of Object.keys(outcomes)) expect(outcomes[name], name).toBeCloseTo(brute.outcomes[name] ?? 0, 13);
  for (const name of Object.keys(brute.outcomes))
    expect(Object.hasOwn(outcomes, name), `${name} is an outcome`).toBe(true);
  const distributions = exact.distributions as Record<string, number[]>;
  for (const [name, values] of Object.entries(distributions)) {
    expect(
      values.reduce((a, b) => a + b, 0),
      `${name} sums to 1`,
    ).toBeCloseTo(1, 13);
    const seen = brute.distributions[name];
    values.forEach((p, k) => expect(p, `${name} = ${k}`).toBeCloseTo(seen.get(k) ?? 0, 13));
    for (const [k, p] of seen) if (p > 0) expect(k, `${name} = ${k} is in the layout`).toBeLessThan(values.length);
  }
}
