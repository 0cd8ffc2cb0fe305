import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import {
  ATTACKS_TO_KILL_CASES,
  attacksToKillCell,
} from '../../../../testing/systems/guns-n-grenades/attacksToKill/testCells.js';
import { attacksToKillLayout } from './attacksToKillLayout.js';
import { exactAttacksToKill } from './exactAttacksToKill.js';

/** P(hit) by plain counting of the dice (Fast Shot re-roll after a miss). */
function hitProbability(atk: number, def: number, fastShot: 0 | 1 | 2): number {
  let p = 0;
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      if (atk + a > def + d) p += 1 / 36;
      else if (fastShot === 1) for (let a2 = 1; a2 <= 6; a2++) p += atk + a2 > def + d ? 1 / 216 : 0;
      else if (fastShot === 2)
        for (let a2 = 1; a2 <= 6; a2++) for (let d2 = 1; d2 <= 6; d2++) p += atk + a2 > def + d2 ? 1 / 1296 : 0;
    }
  }
  return p;
}

/** Negative binomial: P(the r-th hit comes on attack n). */
function negativeBinomial(n: number, r: number, p: number): number {
  if (n < r) return 0;
  let choose = 1;
  for (let i = 1; i <= r - 1; i++) choose = (choose * (n - r + i)) / i;
  return choose * p ** r * (1 - p) ** (n - r);
}

describe('exact evaluator of attacks-to-kill against the negative binomial worked by hand', () => {
  for (const [name, c] of Object.entries(ATTACKS_TO_KILL_CASES)) {
    it(name, () => {
      const cell = attacksToKillCell(c.input);
      expect([cell.atk, cell.def, cell.fastShot]).toEqual([c.atk, c.def, c.fastShot]);
      const exact = exactSummary(attacksToKillLayout(cell), exactAttacksToKill(cell));
      const p = hitProbability(c.atk, c.def, c.fastShot);
      let within = 0;
      for (let n = 1; n <= cell.cap; n++) {
        const q = negativeBinomial(n, c.hits, p);
        expect(exact.distributions.attacks[String(n)] ?? 0, `attacks = ${n}`).toBeCloseTo(q, 12);
        if (n <= 10) {
          within += q;
          expect(exact.means[`dead_within_${n}`].mean, `dead within ${n}`).toBeCloseTo(within, 12);
        }
      }
      expect(exact.outcomes.dead_within_10.p).toBeCloseTo(within, 12);
      expect(exact.means.attacks.mean).toBeCloseTo(c.hits / p, 8);
      expect(exact.distributions.attacks[String(cell.cap + 1)] ?? 0).toBeLessThan(1e-12);
    });
  }

  it('rulebook example: a Grenadier hit leaves a healthy unit Bloodied, so two hits kill it; at p = 1 that is exactly 2 attacks', () => {
    const cell = attacksToKillCell({
      attacker: { unit: 'grenadier' },
      target: { unit: 'light-infantry' },
      distance: 3,
    });
    const exact = exactSummary(attacksToKillLayout(cell), exactAttacksToKill(cell));
    expect(exact.distributions.attacks['1'] ?? 0).toBe(0);
    expect(exact.distributions.attacks['2']).toBeCloseTo(hitProbability(4, 1, 0) ** 2, 14);
  });

  it('a target that can never be hit: every trial in the tail bucket "more than cap", with a note', () => {
    const cell = attacksToKillCell({
      attacker: { unit: 'medics' },
      target: { unit: 'medics', cover: true, hunker: true },
      distance: 3,
    });
    expect(cell.cap).toBe(10);
    expect(cell.note).toMatch(/never/);
    const exact = exactSummary(attacksToKillLayout(cell), exactAttacksToKill(cell));
    expect(exact.distributions.attacks['11']).toBe(1);
    expect(exact.outcomes.alive_after_10.p).toBe(1);
  });
});
