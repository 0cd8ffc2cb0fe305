import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { separation } from '../../../../testing/stats/separation.js';
import {
  CLOSE_COMBAT_TEST_CASES,
  closeCombatCell,
} from '../../../../testing/systems/man-to-man/closeCombat/testCells.js';
import { diceTotals } from '../../../../testing/systems/man-to-man/diceTotals.js';
import type { CloseCombatant, CloseCombatCell } from './CloseCombatCell.js';
import closeCombatKernel from './closeCombatKernel.js';
import { closeCombatQuantities } from './closeCombatQuantities.js';
import { exactCloseCombat } from './exactCloseCombat.js';

/** 3d6 totals by a plain triple loop: [total, probability]. */
function threeDice(): Array<[number, number]> {
  const p = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) p[a + b + c] += 1 / 216;
  return p.map((q, r) => [r, q] as [number, number]).filter(([, q]) => q > 0);
}

/**
 * An independent plain enumeration of 4.0 Combat for one attack: outcome probabilities in layout order. `overrides`
 * are the scenario's rules.criticals, laid over 4.4's table as the book prints it.
 */
function bruteForce(cell: CloseCombatCell, overrides: Record<string, string> = {}): number[] {
  const table: Record<string, string> = {
    3: 'killed',
    4: 'double-damage',
    5: 'automatic-hit',
    16: 'misfire',
    17: 'jam',
    18: 'bad-jam',
    ...overrides,
  };
  const says = (r: number) => table[r] ?? 'none';
  const criticalHit = (r: number) => ['killed', 'double-damage', 'automatic-hit'].includes(says(r));
  const out = new Array<number>(8).fill(0);
  const R = threeDice();
  const hits = (r: number, c: CloseCombatant) => criticalHit(r) || (says(r) === 'none' && r <= c.highestHit);
  const stateAfter = (by: CloseCombatant, on: CloseCombatant, r: number): Array<[number, number]> => {
    if (says(r) === 'killed') return [[3, 1]];
    const doubled = says(r) === 'double-damage';
    const result: Array<[number, number]> = [];
    for (const [t, p] of diceTotals(doubled && by.criticalRollsTwice ? 2 * by.damageDice : by.damageDice)) {
      const dmg = t * (doubled ? by.criticalMultiplier : by.damageMultiplier);
      const lim = on.limits[on.startState > 0 ? 1 : 0];
      let s = dmg > lim.incapacitateMax ? 3 : dmg > lim.woundMax ? 2 : on.startState > 0 ? 2 : 1;
      s = Math.max(s, on.startState);
      result.push([s, p]);
    }
    return result;
  };
  const parryChance = (c: CloseCombatant, r: number, inHand: boolean) => {
    if (c.highestParry < 0 || !inHand || (!cell.parryCriticals && criticalHit(r))) return 0;
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
        const parry = parryChance(cell.attacker, q, says(r) !== 'jam' && says(r) !== 'bad-jam');
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
      bruteForce(cell, (input.rules as { criticals?: Record<string, string> } | undefined)?.criticals).forEach((p, k) =>
        expect(outcomes[k], `outcome ${k}`).toBeCloseTo(p, 12),
      );
      const sum = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);
      expect(sum(outcomes)).toBeCloseTo(1, 14);
      for (const histogram of Object.values(exact.distributions)) expect(sum(histogram)).toBeCloseTo(1, 14);
      expectKernelMatchesExact(closeCombatKernel, cell, exact, 200_000, 700 + i);
    });
  });

  it('reads the charge modifier, its damage multiplier and the damage dice from rules', () => {
    const cell = closeCombatCell(
      CLOSE_COMBAT_TEST_CASES[
        'house rules: a charge at −1 for triple damage, a knife of 3 dice, 5 an ordinary roll, 15 drops the weapon'
      ],
    );
    expect(cell.attacker).toMatchObject({ highestHit: 10, damageDice: 3, damageMultiplier: 3, criticalMultiplier: 6 });
    // DEX 12 − 1: every total 3..10 hits (5, now ordinary, is under 11 too): 108 of 216, parried or not.
    const exact = exactCloseCombat(cell).outcomes;
    expect(exact.wounded + exact.incapacitated + exact.dead + exact.parried).toBeCloseTo(108 / 216, 14);
    // Unparried, 3d6 ×3 against STR 12 never only wounds: 3·3 = 9 > 6 already.
    expect(exact.wounded).toBe(0);
  });

  it('applies 4.2 (charge −3, double damage) and the 4.3 close combat weapons', () => {
    const cell = closeCombatCell(CLOSE_COMBAT_TEST_CASES['NCO charges with a bayonet a private with a knife']);
    expect(cell.attacker).toMatchObject({
      highestHit: 8,
      highestParry: -1,
      damageDice: 3,
      damageMultiplier: 2,
      criticalMultiplier: 4,
    });
    expect(cell.defender).toMatchObject({ highestHit: 11, highestParry: -1, damageDice: 2 }); // a knife cannot parry
    const club = closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'rifle-butt-club' } });
    expect(club.defender.highestParry).toBe(11);
    expect(club.attacker.damageDice).toBe(1);
    expect(
      closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'rifle-butt-club', action: 'other' } }),
    ).toMatchObject({
      riposte: false,
      defender: { highestParry: -1 },
    });
  });

  it('matches a hand-worked case: a knife with no parry or riposte, private against private', () => {
    // Hits on 3..11 (135/216); 12..18 miss (81). 2d6 ≤ 6 wounds (15/36), 7..12 incapacitates; a 4 doubles the 2d6.
    const cell = closeCombatCell({
      attacker: { weapon: 'bayonet-knife' },
      defender: { weapon: 'bayonet-knife', action: 'other' },
    });
    const exact = exactCloseCombat(cell).outcomes;
    expect(exact.miss).toBeCloseTo(81 / 216, 14);
    expect(exact.dead).toBeCloseTo(1 / 216 + (3 / 216) * (21 / 36), 14); // killed on a 3; 4: 2·(2d6) > 12 ⇔ 2d6 ≥ 7
    expect(exact.wounded).toBeCloseTo((131 / 216) * (15 / 36) + (3 / 216) * (3 / 36), 14); // 4: 2·(2d6) ≤ 6 ⇔ 2d6 ≤ 3 (2 or 3: 3 of 36)
  });

  it('tells a critical 4 rolled twice from one doubled (critical-damage: roll-twice), with 2·10⁶ trials', () => {
    const base = {
      attacker: { weapon: 'rifle-butt-club', dex: 18 },
      defender: { weapon: 'improvised', str: 12, action: 'other' },
    };
    const doubled = exactCloseCombat(closeCombatCell(base));
    const twice = closeCombatCell({ ...base, rules: { 'critical-damage': 'roll-twice' } });
    const exactTwice = exactCloseCombat(twice);
    // The two readings differ by more than 12 standard errors here, so a kernel ignoring the variant fails.
    expect(
      separation(
        ((e: ReturnType<typeof exactCloseCombat>) => Object.values(e.outcomes))(doubled),
        ((e: ReturnType<typeof exactCloseCombat>) => Object.values(e.outcomes))(exactTwice),
        2_000_000,
      ),
    ).toBeGreaterThan(12);
    expectKernelMatchesExact(closeCombatKernel, twice, exactTwice, 2_000_000, 790);
  });
});
