import { describe, expect, it } from 'vitest';
import { createStream } from './streams.js';
import { rollDie } from './xoshiro128.js';

// Chi-square goodness of fit of 10^6 rolls per die against the uniform distribution, at p = 1e-4.
// Critical values: scipy.stats.chi2.isf(1e-4, df) (standard table values), keyed by df = sides - 1. Typed here:
// simple-statistics' chiSquaredDistributionTable stops at the 0.5% level, too loose for six seeded dice at once.
const CRITICAL: Record<number, number> = { 3: 21.1075, 5: 25.7448, 7: 29.8775, 9: 33.7199, 11: 37.367, 19: 50.7955 };

/** Wilson–Hilferty approximation of the chi-square quantile with upper tail p, z = its normal quantile. */
function wilsonHilferty(df: number, z: number): number {
  const c = 2 / (9 * df);
  return df * (1 - c + z * Math.sqrt(c)) ** 3;
}

describe('rollDie uniformity', () => {
  it('the table values agree with the Wilson–Hilferty approximation (within 4%)', () => {
    for (const [df, value] of Object.entries(CRITICAL)) {
      expect(wilsonHilferty(Number(df), 3.719016485455709) / value - 1).toBeGreaterThan(0);
      expect(wilsonHilferty(Number(df), 3.719016485455709) / value - 1).toBeLessThan(0.04);
    }
  });

  it.each([4, 6, 8, 10, 12, 20])('d%i passes chi-square over 10^6 rolls', (sides) => {
    const rolls = 1_000_000;
    const rng = createStream(20240601, sides);
    const counts = new Float64Array(sides + 1);
    for (let i = 0; i < rolls; i++) counts[rollDie(rng, sides)]++;
    expect(counts[0]).toBe(0);
    const expected = rolls / sides;
    let chi2 = 0;
    for (let face = 1; face <= sides; face++) chi2 += (counts[face] - expected) ** 2 / expected;
    expect(chi2).toBeLessThan(CRITICAL[sides - 1]);
  });
});
