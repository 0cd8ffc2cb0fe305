import { describe, expect, it } from 'vitest';
import { Dist } from './Dist.js';
import { sumOf } from './sumOf.js';

describe('sumOf', () => {
  it('sums independent dice', () => {
    expect(sumOf([Dist.uniform(6), Dist.uniform(6), Dist.uniform(6)]).probExact(3)).toEqual({ num: 1n, den: 216n });
    expect(sumOf([Dist.uniform(6), Dist.uniform(6)]).probExact(7)).toEqual({ num: 1n, den: 6n });
    const mixed = sumOf([Dist.uniform(4), Dist.die({ sides: 6, multiplier: 10 })]);
    expect(mixed.keys()).toHaveLength(24);
    expect(mixed.expectation()).toBeCloseTo(2.5 + 35, 12);
  });

  it('is 0 for no dice', () => {
    expect(sumOf([]).entries()).toEqual([[0, 1]]);
  });
});
