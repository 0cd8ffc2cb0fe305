import { describe, expect, it } from 'vitest';
import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { enumerateOutcomes } from './enumerateOutcomes.js';
import { enumeratePaths } from './enumeratePaths.js';
import { gcd } from './gcd.js';

/** P(value) of enumerated outcomes, exactly as num/den text. */
function probOf<T>(o: { values: T[]; weights: bigint[]; total: bigint }, value: T): string {
  const i = o.values.findIndex((v) => JSON.stringify(v) === JSON.stringify(value));
  const w = i < 0 ? 0n : o.weights[i];
  const g = gcd(w, o.total);
  return `${w / g}/${o.total / g}`;
}

describe('enumerateOutcomes: the exact distribution of a procedure written against Roll', () => {
  it('a d6 above 4: 1 in 3, in lowest terms', () => {
    const o = enumerateOutcomes((roll) => roll.die(6) > 4);
    expect(probOf(o, true)).toBe('1/3');
    expect(probOf(o, false)).toBe('2/3');
  });

  it('3d6 as one sum (16 branches, not 216): 27 ways of 216 to make 10, 1 to make 3', () => {
    let replays = 0;
    const o = enumerateOutcomes((roll) => {
      replays++;
      return roll.dice(3, 6);
    });
    expect(probOf(o, 10)).toBe('1/8');
    expect(probOf(o, 3)).toBe('1/216');
    expect(o.values).toHaveLength(16);
    expect(replays).toBe(17);
  });

  it('highest and lowest of 2d6: 11/36 for a 6, 11/36 for a 1; listed faces weigh by repetition', () => {
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.highest(2, 6)),
        6,
      ),
    ).toBe('11/36');
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.lowest(2, 6)),
        1,
      ),
    ).toBe('11/36');
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.faces([0, 0, 1, 1, 2, 3])),
        0,
      ),
    ).toBe('1/3');
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.highest(0, 6)),
        0,
      ),
    ).toBe('1/1');
  });

  it('faceCounts: a pool as its counts per face, 56 ways for 3d6 (not 216), weighted by its orders', () => {
    let replays = 0;
    const pooled = enumerateOutcomes((roll) => {
      replays++;
      return roll.faceCounts(3, 6).join(' ');
    });
    expect(pooled.values).toHaveLength(56);
    expect(replays).toBe(57);
    const orders = new Map<string, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const tally = [0, 0, 0, 0, 0, 0, 0];
          for (const face of [a, b, c]) tally[face]++;
          orders.set(tally.join(' '), (orders.get(tally.join(' ')) ?? 0) + 1);
        }
    for (const [tally, ways] of orders) {
      const g = gcd(BigInt(ways), 216n);
      expect(probOf(pooled, tally), tally).toBe(`${BigInt(ways) / g}/${216n / g}`);
    }
    expect(enumerateOutcomes((roll) => roll.faceCounts(0, 6).join(' ')).values).toEqual(['0 0 0 0 0 0 0']);
  });

  it('faceCounts past FACE_COUNT_LIMIT ways, or of no faces or part of a die, is refused in words', () => {
    expect(() => enumerateOutcomes((roll) => roll.faceCounts(30, 10))).toThrow(ExactIntractableError);
    const refusal = (count: number, sides: number) => () => enumerateOutcomes((roll) => roll.faceCounts(count, sides));
    expect(refusal(30, 10)).toThrow(/roll.faceCounts\(30, 10\).*at most 100,000/);
    expect(refusal(3, 0)).toThrow(/whole number of faces of at least 1, not 0/);
    expect(refusal(2.5, 6)).toThrow(/number of dice must be a whole number, not 2.5/);
  });

  it('refuses once the paths waiting pass the limit: a reroll of a 3 003-way pool stops after a few replays', () => {
    let replays = 0;
    const rerollAllSixes = () =>
      enumerateOutcomes(
        (roll) => {
          replays++;
          let counts = roll.faceCounts(10, 6);
          while (counts[6] === 10) counts = roll.faceCounts(10, 6);
          return counts[6];
        },
        { replays: 20_000 },
      );
    expect(rerollAllSixes).toThrow(ExactIntractableError);
    expect(replays).toBeLessThan(10);
  });

  it('a later die chosen by an earlier roll: d2, then a die of that many faces shows 1 with 3/4', () => {
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.die(roll.die(2))),
        1,
      ),
    ).toBe('3/4');
  });

  it('chance(p) exactly (a double is a whole number over a power of two); 0 and 1 do not branch', () => {
    expect(
      probOf(
        enumerateOutcomes((roll) => roll.chance(0.375)),
        true,
      ),
    ).toBe('3/8');
    const tenth = enumerateOutcomes((roll) => roll.chance(0.1));
    expect(Number(tenth.weights[tenth.values.indexOf(true)]) / Number(tenth.total)).toBe(0.1);
    expect(enumerateOutcomes((roll) => roll.chance(1)).values).toEqual([true]);
  });

  it('equal plain objects merge: an attack roll as { hit, attackerDie }', () => {
    const o = enumerateOutcomes((roll) => {
      const a = roll.die(6);
      return { hit: 3 + a > 2 + roll.die(6), attackerDie: a };
    });
    expect(probOf(o, { hit: true, attackerDie: 6 })).toBe('1/6');
    expect(probOf(o, { hit: false, attackerDie: 1 })).toBe('5/36'); // 3 + 1 against 2 + 2 … 2 + 6
  });

  it('uniform() is refused in words; past the limit of replays, the enumeration refuses', () => {
    expect(() => enumerateOutcomes((roll) => roll.uniform() < 0.5)).toThrow(ExactIntractableError);
    expect(() => enumerateOutcomes((roll) => roll.uniform())).toThrow(
      /roll.uniform\(\) draws a number from a continuum/,
    );
    expect(() => enumerateOutcomes((roll) => roll.die(6) + roll.die(6) + roll.die(6), { replays: 100 })).toThrow(
      /at most 100 replays/,
    );
  });

  it('enumeratePaths gives each path with its probability (a d6 reroll of a 1: 1/6 × 1/6 for a second 1)', () => {
    const paths: Array<[number, number]> = [];
    enumeratePaths(
      (roll) => {
        const first = roll.die(6);
        return first === 1 ? roll.die(6) : first;
      },
      (value, script) => paths.push([value, script.p]),
    );
    expect(paths).toHaveLength(11);
    expect(paths.filter(([v]) => v === 1).reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1 / 36, 15);
    expect(paths.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 15);
  });
});
