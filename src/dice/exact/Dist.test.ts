import { describe, expect, it } from 'vitest';
import { Dist } from './Dist.js';

describe('Dist construction', () => {
  it('uniform, die, constant and fromWeights', () => {
    expect(Dist.uniform(6).probExact(3)).toEqual({ num: 1n, den: 6n });
    expect(Dist.uniform(4).prob(4)).toBe(0.25);
    expect(Dist.die({ sides: 12, multiplier: 2 }).keys()).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(Dist.die({ sides: 12, multiplier: 2 }).prob(24)).toBeCloseTo(1 / 12, 15);
    expect(Dist.constant(0).prob(0)).toBe(1);
    expect(
      Dist.fromWeights([
        ['hit', 1],
        ['miss', 3],
      ]).prob('hit'),
    ).toBe(0.25);
  });

  it('fromWeights adds equal keys, drops zero weights and reduces by the gcd', () => {
    const d = Dist.fromWeights([
      [1, 2n],
      [2, 4],
      [1, 2],
      [3, 0],
    ]);
    expect(d.total).toBe(2n);
    expect([...d.weights]).toEqual([
      [1, 1n],
      [2, 1n],
    ]);
    expect(d.keys()).toEqual([1, 2]);
  });

  it('rejects negative or fractional weights and empty distributions', () => {
    expect(() => Dist.fromWeights([[1, -1]])).toThrow(RangeError);
    expect(() => Dist.fromWeights([[1, 0.5]])).toThrow(RangeError);
    expect(() => Dist.fromWeights([])).toThrow(RangeError);
    expect(() => Dist.fromWeights([[1, 0]])).toThrow(RangeError);
    expect(() => Dist.uniform(0)).toThrow(RangeError);
  });
});

describe('Dist queries', () => {
  it('prob, probExact, probWhere and probWhereExact', () => {
    const d6 = Dist.uniform(6);
    expect(d6.prob(7)).toBe(0);
    expect(d6.probExact(7)).toEqual({ num: 0n, den: 1n });
    expect(d6.probWhere((k) => k > 4)).toBe(1 / 3);
    expect(d6.probWhereExact((k) => k > 4)).toEqual({ num: 1n, den: 3n });
  });

  it('expectation, of the outcomes or of a function of them', () => {
    expect(Dist.uniform(6).expectation()).toBe(3.5);
    expect(Dist.uniform(6).expectation((k) => k * k)).toBeCloseTo(91 / 6, 12);
    expect(Dist.fromWeights([['a', 1]]).expectation((k) => k.length)).toBe(1);
    expect(() => Dist.fromWeights([['a', 1]]).expectation()).toThrow(TypeError);
  });

  it('entries, keys and toRecord: numbers ascending, other keys in the order first met', () => {
    expect(Dist.uniform(2).entries()).toEqual([
      [1, 0.5],
      [2, 0.5],
    ]);
    expect(Dist.uniform(3).keys()).toEqual([1, 2, 3]);
    expect(
      Dist.fromWeights([
        [10, 1],
        [2, 1],
        [-1, 1],
      ]).keys(),
    ).toEqual([-1, 2, 10]);
    const mixed = Dist.fromWeights<string | number>([
      ['zulu', 1],
      [3, 1],
      ['alpha', 1],
      [1, 1],
    ]);
    expect(mixed.keys()).toEqual([1, 3, 'zulu', 'alpha']);
    expect(Dist.uniform(2).toRecord()).toEqual({ '1': 0.5, '2': 0.5 });
  });

  it('gives floats for weights far beyond 2^1024', () => {
    const huge = Dist.fromWeights([
      [1, 1n],
      [2, (1n << 2000n) - 1n],
    ]);
    expect(huge.prob(2)).toBe(1);
    expect(huge.prob(1)).toBe(0);
    expect(
      Dist.fromWeights([
        [1, 1n << 1999n],
        [2, 1n << 1999n],
        [3, 2n],
      ]).prob(1),
    ).toBe(0.5);
  });
});

describe('Dist operations', () => {
  it('map merges outcomes sent to the same key', () => {
    expect(
      Dist.uniform(6)
        .map((k) => (k > 4 ? 'high' : 'low'))
        .probExact('high'),
    ).toEqual({ num: 1n, den: 3n });
    expect(
      Dist.uniform(4)
        .map((k) => k % 2)
        .probExact(0),
    ).toEqual({ num: 1n, den: 2n });
    const parity = Dist.uniform(6).map((k) => k % 2);
    expect(parity.total).toBe(2n);
    expect(parity.entries()).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
  });

  it('reduces by the gcd after every operation so totals stay small', () => {
    expect(Dist.uniform(4).map(() => 0).total).toBe(1n);
    expect(Dist.uniform(6).combine(Dist.uniform(6), () => 'x').total).toBe(1n);
    expect(Dist.uniform(12).chain(() => Dist.uniform(8)).total).toBe(8n);
  });

  it('combine is the independent product', () => {
    expect(
      Dist.uniform(2)
        .combine(Dist.uniform(2), (a, b) => a * b)
        .probExact(2),
    ).toEqual({ num: 1n, den: 2n });
    const both = Dist.uniform(4).combine(
      Dist.fromWeights([
        ['x', 1],
        ['y', 2],
      ]),
      (a, b) => `${a}${b}`,
    );
    expect(both.probExact('3y')).toEqual({ num: 1n, den: 6n });
    expect(both.keys()).toHaveLength(8);
  });

  it('sumWith gives the 2d6 distribution', () => {
    const twoD6 = Dist.uniform(6).sumWith(Dist.uniform(6));
    expect(twoD6.probExact(7)).toEqual({ num: 1n, den: 6n });
    expect(twoD6.keys()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (let s = 2; s <= 12; s++) {
      const { num, den } = twoD6.probExact(s);
      expect(num * 36n).toBe(BigInt(6 - Math.abs(s - 7)) * den);
    }
  });

  it('chain mixes sub-distributions with different totals', () => {
    // Roll a d2, then a die with that many faces: P(1) = 1/2 · 1 + 1/2 · 1/2 = 3/4.
    expect(
      Dist.uniform(2)
        .chain((k) => Dist.uniform(k))
        .probExact(1),
    ).toEqual({ num: 3n, den: 4n });
    // Roll a d4; on 1–2 roll a d6, on 3–4 roll a d4 — versus brute-force enumeration over 4·6·4 outcomes.
    const mixed = Dist.uniform(4).chain((k) => (k <= 2 ? Dist.uniform(6) : Dist.uniform(4)));
    const count = new Map<number, number>();
    for (let a = 1; a <= 4; a++) {
      for (let b = 1; b <= 6; b++) {
        for (let c = 1; c <= 4; c++) {
          const v = a <= 2 ? b : c;
          count.set(v, (count.get(v) ?? 0) + 1);
        }
      }
    }
    for (const [v, n] of count) {
      const { num, den } = mixed.probExact(v);
      expect(num * 96n).toBe(BigInt(n) * den);
    }
    expect(mixed.probExact(1)).toEqual({ num: 5n, den: 24n }); // 1/2·1/6 + 1/2·1/4
  });
});
