import { describe, expect, it } from 'vitest';
import { fractionToNumber } from './fractionToNumber.js';
import { gcd, lcm } from './gcd.js';

describe('gcd, lcm and fractionToNumber', () => {
  it('gcd and lcm', () => {
    expect(gcd(36n, 15n)).toBe(3n);
    expect(gcd(0n, 7n)).toBe(7n);
    expect(gcd(0n, 0n)).toBe(0n);
    expect(lcm(4n, 6n)).toBe(12n);
  });

  it('fractionToNumber', () => {
    expect(fractionToNumber(5n, 12n)).toBe(5 / 12);
    expect(fractionToNumber(1n << 3000n, 3n << 3000n)).toBeCloseTo(1 / 3, 15);
  });
});
