import { describe, expect, it } from 'vitest';
import { separation } from '../../../../testing/stats/separation.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import type { CloseCombatCell, CloseCombatant } from './CloseCombatCell.js';
import closeCombatKernel from './closeCombatKernel.js';
import { closeCombatQuantities } from './closeCombatQuantities.js';
import { exactCloseCombat } from './exactCloseCombat.js';
import { CLOSE_COMBAT_TEST_CASES, closeCombatCell } from '../../../../testing/systems/man-to-man/closeCombat/testCells.js';
import { diceTotals } from '../../../../testing/systems/man-to-man/diceTotals.js';

/** 3d6 totals by a plain triple loop: [total, probability]. */
function threeDice(): Array<[number, number]> {
  const p = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) p[a + b + c] += 1 / 216;
  return p.map((q, r) => [r, q] as [number, number]).filter(([, q]) => q > 0);
}

/** An independent plain enumeration of 4.0 Combat for one attack: outcome probabilities in layout order. */
function bruteForce(cell: CloseCombatCell): number[] {
  const out = new Array<number>(8).fill(0);
  const R = threeDice();
  const hits = (r: number, c: CloseCombatant) => r <= 5 || (r <= 15 && r <= c.highestHit);
  const stateAfter = (by: CloseCombatant, on: CloseCombatant, r: number): Array<[number, number]> => {
    if (r === 3) return [[3, 1]];
    const result: Array<[number, number]> = [];
    for (const [t, p] of diceTotals(r === 4 && by.criticalRollsTwice ? 2 * by.damageDice : by.damageDice)) {
      const dmg = t * (r === 4 ? by.criticalMultiplier : by.damageMultiplier);
      const lim = on.limits[on.startState > 0 ? 1 : 0];
      let s = dmg > lim.incapacitateMax ? 3 : dmg > lim.woundMax ? 2 : on.startState > 0 ? 2 : 1;
      s = Math.max(s, on.startState);
      result.push([s, p]);
    }
    return result;
  };
  const parryChance = (c: CloseCombatant, r: number, inHand: boolean) => {
    if (c.highestParry < 0 || !inHand || (!cell.parryCriticals && r <= 5)) return 0;
    return R.filter(([p]) => p <= c.highestParry).reduce((a, [, q]) => a + q, 0);
  };
  for (const [r, p] of R) {
    if (hits(r, cell.attacker)) {
      const parry = parryChance(cell.defender, r, true);
      out[1] += p * parry;
      for (const [s, q] of stateAfter(cell.attacker, cell.defender, r)) out[1 + s] += p * (1 - parry) * q;
    } else if (!cell.riposte) out[0] += p;
    else {
      for (const [q, pq] of R) {
        if (!hits(q, cell.defender)) {
          out[0] += p * pq;
          continue;
        }
        const parry = parryChance(cell.attacker, q, r !== 17 && r !== 18);
        out[0] += p * pq * parry;
        for (const [s, w] of stateAfter(cell.defender, cell.attacker, q)) out[4 + s] += p * pq * (1 - parry) * w;
      }
    }
  }
  return out;
}

describe('close-combat (4.0 Combat, 4.2, 4.3)', () => {
  Object.entries(CLOSE_COMBAT_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = closeCombatCell(input);
      const exact = exactCloseCombat(cell);
      const outcomes = closeCombatQuantities.outcomes.map(({ name }) => exact.outcomes[name]);
      bruteForce(cell).forEach((p, k) => expect(outcomes[k], `outcome ${k}`).toBeCloseTo(p, 12));
      const sum = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);
      expect(sum(outcomes)).toBeCloseTo(1, 14);
      for (const histogram of Object.values(exact.distributions)) expect(sum(histogram)).toBeCloseTo(1, 14);
      expectKernelMatchesExact(closeCombatKernel, cell, exact, 200_000, 700 + i);
    });
  });

  it('applies 4.2 (charge −3, double damage) and the 4.3 close combat weapons', () => {
    const cell = closeCombatCell(CLOSE_COMBAT_TEST_CASES['NCO charges with a bayonet a private with a knife']);
    expect(cell.attacker).toMatchObject({ highestHit: 8, highestParry: -1, damageDice: 3, damageMultiplier: 2, criticalMultiplier: 4 });
    expect(cell.defender).toMatchObject({ highestHit: 11, highestParry: -1, damageDice: 2 }); // a knife cannot parry
    const club = closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'rifle-butt-club' } });
    expect(club.defender.highestParry).toBe(11);
    expect(club.attacker.damageDice).toBe(1);
    expect(closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'rifle-butt-club', action: 'other' } })).toMatchObject({
      riposte: false,
      defender: { highestParry: -1 },
    });
  });

  it('matches a hand-worked case: a knife with no parry or riposte, private against private', () => {
    // Hits on 3..11 (135/216); 12..18 miss (81). 2d6 ≤ 6 wounds (15/36), 7..12 incapacitates; a 4 doubles the 2d6.
    const cell = closeCombatCell({ attacker: { weapon: 'bayonet-knife' }, defender: { weapon: 'bayonet-knife', action: 'other' } });
    const exact = exactCloseCombat(cell).outcomes;
    expect(exact.miss).toBeCloseTo(81 / 216, 14);
    expect(exact.dead).toBeCloseTo(1 / 216 + (3 / 216) * (21 / 36), 14); // killed on a 3; 4: 2·(2d6) > 12 ⇔ 2d6 ≥ 7
    expect(exact.wounded).toBeCloseTo((131 / 216) * (15 / 36) + (3 / 216) * (3 / 36), 14); // 4: 2·(2d6) ≤ 6 ⇔ 2d6 ≤ 3 (2 or 3: 3 of 36)
  });

  it('tells a critical 4 rolled twice from one doubled (critical-damage: roll-twice), with 2·10⁶ trials', () => {
    const base = { attacker: { weapon: 'rifle-butt-club', dex: 18 }, defender: { weapon: 'improvised', str: 12, action: 'other' } };
    const doubled = exactCloseCombat(closeCombatCell(base));
    const twice = closeCombatCell({ ...base, rules: { 'critical-damage': 'roll-twice' } });
    const exactTwice = exactCloseCombat(twice);
    // The two readings differ by more than 12 standard errors here, so a kernel ignoring the variant fails.
    expect(separation(((e: ReturnType<typeof exactCloseCombat>) => Object.values(e.outcomes))(doubled), ((e: ReturnType<typeof exactCloseCombat>) => Object.values(e.outcomes))(exactTwice), 2_000_000)).toBeGreaterThan(12);
    expectKernelMatchesExact(closeCombatKernel, twice, exactTwice, 2_000_000, 790);
  });
});
