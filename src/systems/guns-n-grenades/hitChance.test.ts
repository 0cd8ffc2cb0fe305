import { describe, expect, it } from 'vitest';
import { hitChance } from './hitChance.js';

/** P(d6 + atk > d6 + def) by plain counting. */
function once(atk: number, def: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (atk + a > def + d) n++;
  return n / 36;
}

describe('hitChance (How Combat Works, Fast Shot)', () => {
  it('the attacker must be HIGHER: equal totals miss', () => {
    expect(hitChance(3, 2, 0).prob(1)).toBeCloseTo(21 / 36, 15);
    expect(hitChance(2, 2, 0).prob(1)).toBeCloseTo(15 / 36, 15);
    expect(hitChance(2, 7, 0).prob(1)).toBe(0);
    expect(hitChance(2, 6, 0).prob(1)).toBeCloseTo(1 / 36, 15);
  });

  it('Fast Shot re-rolling both dice: p + (1 − p) p', () => {
    for (const [atk, def] of [
      [4, 2],
      [5, 9],
      [2, 4],
    ]) {
      const p = once(atk, def);
      expect(hitChance(atk, def, 2).prob(1)).toBeCloseTo(p + (1 - p) * p, 15);
    }
  });

  it("Fast Shot re-rolling the attacker die: the defender's roll stands", () => {
    // Heavy infantry +4 against +2: hit when a > d − 2; for d, P(hit) = h(d) = min(6, 8 − d)/6.
    let p = 0;
    for (let d = 1; d <= 6; d++) {
      const h = Math.min(6, 8 - d) / 6;
      p += (h + (1 - h) * h) / 6;
    }
    expect(hitChance(4, 2, 1).prob(1)).toBeCloseTo(p, 15);
    expect(hitChance(4, 2, 1).prob(1)).toBeLessThan(hitChance(4, 2, 2).prob(1));
  });
});
