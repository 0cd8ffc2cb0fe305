import { describe, expect, it } from 'vitest';
import { finalTotal } from './finalTotal.js';
import { FUMBLE, maxRaw, rawRollDist } from './rawRollDist.js';
import { rollRaw } from './rollRaw.js';

/** Brute force: every one of the 6^N ordered outcomes, counted by the rule's own words. */
function enumerate(n: number): Map<number, number> {
  const counts = new Map<number, number>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const high = Math.max(...faces);
    const sixes = faces.filter((f) => f === 6).length;
    const value = faces.every((f) => f === 1) ? FUMBLE : high + Math.max(0, sixes - 1);
    counts.set(value, (counts.get(value) ?? 0) + 1);
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) break;
    faces[i]++;
  }
  const total = 6 ** n;
  return new Map([...counts].map(([k, c]) => [k, c / total]));
}

/** A different method: inclusion–exclusion on the maximum for 2..5, binomial counts of sixes above. */
function closedForm(n: number): Map<number, number> {
  const p = new Map<number, number>();
  p.set(FUMBLE, (1 / 6) ** n);
  for (let m = 2; m <= 5; m++) p.set(m, (m / 6) ** n - ((m - 1) / 6) ** n);
  const choose = (a: number, b: number) => {
    let r = 1;
    for (let i = 1; i <= b; i++) r = (r * (a - b + i)) / i;
    return r;
  };
  for (let k = 1; k <= n; k++) p.set(5 + k, choose(n, k) * (1 / 6) ** k * (5 / 6) ** (n - k));
  return p;
}

describe('Silhouette roll distribution (BASIC GAME MECHANISMS)', () => {
  for (let n = 1; n <= 10; n++) {
    it(`${n} dice: matches ${n <= 6 ? 'brute-force enumeration of 6^N outcomes and ' : ''}the closed form`, () => {
      const dist = rawRollDist(n);
      const expected = closedForm(n);
      const sum = [...expected.values()].reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 14);
      for (let v = 0; v <= n + 6; v++) expect(dist.prob(v), `raw ${v}`).toBeCloseTo(expected.get(v) ?? 0, 14);
      if (n <= 6) {
        const brute = enumerate(n);
        for (let v = 0; v <= n + 6; v++) expect(dist.prob(v), `raw ${v}`).toBeCloseTo(brute.get(v) ?? 0, 14);
      }
    });
  }

  it('two dice, hand-worked: fumble 1/36, 2 3/36, 3 5/36, 4 7/36, 5 9/36, 6 10/36, 7 1/36', () => {
    const dist = rawRollDist(2);
    [1, 0, 3, 5, 7, 9, 10, 1].forEach((w, v) => {
      if (v === 1) expect(dist.prob(1)).toBe(0);
      else expect(dist.prob(v)).toBeCloseTo(w / 36, 15);
    });
  });

  it('without fumbles (rule variant fumble: none) all 1s is an ordinary 1', () => {
    expect(rawRollDist(2, false).prob(1)).toBeCloseTo(1 / 36, 15);
    expect(rawRollDist(2, false).prob(0)).toBe(0);
  });

  it('rulebook: "the highest value rolled is considered to be the outcome" and "each extra 6 adds one"', () => {
    const faces = (...f: number[]) => Float64Array.from(f, (x) => (x - 0.5) / 6);
    expect(rollRaw(faces(2, 5, 3), 0, 3, true, 1)).toBe(5);
    expect(rollRaw(faces(6, 6, 6, 3), 0, 4, true, 1)).toBe(8);
    expect(rollRaw(faces(6, 1), 0, 2, true, 1)).toBe(6);
    expect(rollRaw(faces(1, 1, 1), 0, 3, true, 1)).toBe(0);
    expect(rollRaw(faces(1, 1, 1), 0, 3, false, 1)).toBe(1);
  });

  it('rules.extra-six: each extra 6 adds its value (three sixes and a 3 with 2 a six: 6 + 2 × 2 = 10; with 0: 6)', () => {
    const faces = (...f: number[]) => Float64Array.from(f, (x) => (x - 0.5) / 6);
    expect(rollRaw(faces(6, 6, 6, 3), 0, 4, true, 2)).toBe(10);
    expect(rollRaw(faces(6, 6, 6, 3), 0, 4, true, 0)).toBe(6);
    expect(maxRaw(3, 2)).toBe(10);
    // Two dice, 2 a six: 6 + 2 = 8 on double six (1 in 36), as often as 7 was with the book's 1.
    expect(rawRollDist(2, true, 2).prob(8)).toBeCloseTo(1 / 36, 15);
    expect(rawRollDist(2, true, 2).prob(7)).toBe(0);
    expect(rawRollDist(2, true, 0).prob(6)).toBeCloseTo(11 / 36, 15);
  });

  it('rulebook: "If negative modifiers lower the total below zero, the final result is always zero"; a fumble stays a fumble', () => {
    expect(finalTotal(3, -5)).toBe(0);
    expect(finalTotal(4, 2)).toBe(6);
    expect(finalTotal(0, 5)).toBe(-1);
  });
});
