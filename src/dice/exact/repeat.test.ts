import { describe, expect, it } from 'vitest';
import { Dist } from './Dist.js';
import { repeat } from './repeat.js';
import { sumOf } from './sumOf.js';

describe('repeat', () => {
  it('highest of 2d6: P(6) = 11/36', () => {
    expect(repeat(Dist.uniform(6), 2, Math.max).probExact(6)).toEqual({ num: 11n, den: 36n });
  });

  it('summing 3d6 equals sumOf', () => {
    const d6 = Dist.uniform(6);
    expect(repeat(d6, 3, (a, b) => a + b).entries()).toEqual(sumOf([d6, d6, d6]).entries());
    expect(repeat(d6, 1, (a, b) => a + b)).toBe(d6);
  });

  it('needs at least one draw', () => {
    expect(() => repeat(Dist.uniform(6), 0, Math.max)).toThrow(RangeError);
  });
});
