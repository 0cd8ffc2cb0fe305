import { chiSquaredDistributionTable } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { createStream } from './streams.js';
import { rollDie } from './xoshiro128.js';

// Chi-square goodness of fit of 10^6 rolls per die against the uniform distribution, at the 0.5% level
// (simple-statistics' table of critical values, by degrees of freedom = sides − 1).
const critical = (df: number) => chiSquaredDistributionTable[df as keyof typeof chiSquaredDistributionTable]['0.005'];

describe('rollDie uniformity', () => {
  it.each([4, 6, 8, 10, 12, 20])('d%i passes chi-square over 10^6 rolls', (sides) => {
    const rolls = 1_000_000;
    const rng = createStream(20240601, sides);
    const counts = new Float64Array(sides + 1);
    for (let i = 0; i < rolls; i++) counts[rollDie(rng, sides)]++;
    expect(counts[0]).toBe(0);
    const expected = rolls / sides;
    let chi2 = 0;
    for (let face = 1; face <= sides; face++) chi2 += (counts[face] - expected) ** 2 / expected;
    expect(chi2).toBeLessThan(critical(sides - 1));
  });
});
