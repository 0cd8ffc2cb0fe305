import { describe, expect, it } from 'vitest';
import { parseCount } from './parseCount.js';

describe('parseCount', () => {
  it('reads plain, underscored and exponent counts', () => {
    expect(parseCount('1e6', 'trials')).toBe(1_000_000);
    expect(parseCount('1_000_000', 'trials')).toBe(1_000_000);
    expect(parseCount('0', 'seed', 0)).toBe(0);
  });
  it('refuses fractions, words and values under the minimum in plain words', () => {
    expect(() => parseCount('2.5', 'workers')).toThrow(/workers must be a whole number of at least 1/);
    expect(() => parseCount('lots', 'trials')).toThrow(/not "lots"/);
    expect(() => parseCount('0', 'trials')).toThrow(/at least 1/);
  });
});
