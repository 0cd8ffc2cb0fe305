import { describe, expect, it } from 'vitest';
import { enumerateRolls, expectSameDistribution, faces } from '../../../testing/dice/bruteForceDice.js';
import { Dist } from '../exact/Dist.js';
import { countIn } from './countIn.js';
import { Distribution } from './Distribution.js';
import { explode } from './explode.js';
import { keepPositions } from './keepPositions.js';
import { opposed } from './opposed.js';
import { rerollOnce, rerollWhile } from './reroll.js';
import { sumPool } from './sumPool.js';

const d6 = Distribution.uniform(6);
const sum = (r: number[]) => r.reduce((a, b) => a + b, 0);

describe('the dice algebra', () => {
  it('keeps positions of a pool by multiset evaluation, as every roll enumerated', () => {
    const d = Distribution.faces([1, 2, 2, 5]);
    // The 2nd highest counted twice plus the lowest of five such dice.
    const expected = enumerateRolls(
      Array.from({ length: 5 }, () => d.outcomes.map((o, i) => [o, d.weights[i]] as const)),
      (r) => {
        const s = [...r].sort((a, b) => b - a);
        return 2 * s[1] + s[4];
      },
    );
    expectSameDistribution(keepPositions(d, 5, [0, 2, 0, 0, 1]), expected);
  });

  it('sums pools of uneven dice by doubling and of dN by a window, as enumerated', () => {
    expectSameDistribution(
      sumPool(Distribution.faces([0, 1, 1, 3]), 5),
      enumerateRolls(
        Array(5).fill([
          [0, 1n],
          [1, 2n],
          [3, 1n],
        ]),
        sum,
      ),
    );
    expectSameDistribution(sumPool(d6, 5), enumerateRolls(Array(5).fill(faces(6)), sum));
  });

  it('explodes to a stated depth and reports the mass cut off: P(6)^(depth+1)', () => {
    const e = explode(d6, 3);
    expect(e.max).toBe(24);
    expect(e.probExact(24)).toEqual({ num: 1n, den: 1296n });
    expect(e.truncated).toBeCloseTo(1 / 1296, 15);
    expect(e.isExact).toBe(false);
    // Ten such dice: the chance that any of them was cut off.
    expect(keepPositions(e, 10, [1]).truncated).toBeCloseTo(1 - (1 - 1 / 1296) ** 10, 12);
  });

  it('rerolls once (the second roll kept) and while (conditioned)', () => {
    expect(rerollOnce(d6, [1]).probExact(1)).toEqual({ num: 1n, den: 36n });
    expect(rerollOnce(d6, [1]).probExact(6)).toEqual({ num: 7n, den: 36n });
    expect(rerollWhile(d6, [1, 2]).probExact(3)).toEqual({ num: 1n, den: 4n });
    expect(() => rerollWhile(d6, [1, 2, 3, 4, 5, 6])).toThrow(/for ever/);
  });

  it('counts successes and opposes pools', () => {
    // 3 dice hitting on 5+ against 2 dice hitting on 4+: win, tie, lose counted by hand over 6^5 rolls.
    const hits = (n: number, target: number) =>
      countIn(
        d6,
        n,
        [1, 2, 3, 4, 5, 6].filter((f) => f >= target),
      );
    const expected = enumerateRolls(Array(5).fill(faces(6)), (r) => {
      const a = r.slice(0, 3).filter((x) => x >= 5).length;
      const b = r.slice(3).filter((x) => x >= 4).length;
      return Math.sign(a - b);
    });
    const result = opposed(hits(3, 5), hits(2, 4));
    const total = expected.total;
    expect(result.win.num * total).toBe(expected.weights.get(1)! * result.win.den);
    expect(result.lose.num * total).toBe(expected.weights.get(-1)! * result.lose.den);
  });

  it('rounds past a 2^1024 denominator and says by how much at most', () => {
    const d7 = Distribution.uniform(7);
    const coin = Distribution.fromWeights([
      [0, 1n],
      [1, 2n],
    ]);
    const big = sumPool(coin, 700); // 3^700 ≈ 2^1109
    expect(big.roundingError).toBeGreaterThan(0);
    expect(big.roundingError).toBeLessThan(1e-40);
    expect(big.mean()).toBeCloseTo((700 * 2) / 3, 9);
    // P(all 700) = (2/3)^700 ≈ 5e-124 is below the rounding grid: it is off, but by no more than the bound.
    expect(Math.abs(big.prob(700) - (2 / 3) ** 700)).toBeLessThanOrEqual(big.roundingError);
    expect(sumPool(d7, 300).roundingError).toBe(0); // 7^300 < 2^1024: exact
  });

  it('converts to and from the exact Dist', () => {
    const dist = Dist.uniform(6).map((k) => k % 3);
    expect(Distribution.fromDist(dist).toDist().probExact(0)).toEqual({ num: 1n, den: 3n });
  });
});
