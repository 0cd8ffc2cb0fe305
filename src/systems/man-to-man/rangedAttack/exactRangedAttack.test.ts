import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { bruteForceRangedAttack } from '../../../../testing/systems/man-to-man/rangedAttack/bruteForceRangedAttack.js';
import {
  RANGED_ATTACK_TEST_CASES,
  rangedAttackCell,
} from '../../../../testing/systems/man-to-man/rangedAttack/testCells.js';
import { exactRangedAttack } from './exactRangedAttack.js';
import { rangedAttackLayout } from './rangedAttackLayout.js';
import { rangedAttackQuantities } from './rangedAttackQuantities.js';

describe('exact evaluator of the ranged attack against an independent enumeration', () => {
  for (const [name, input] of Object.entries(RANGED_ATTACK_TEST_CASES)) {
    it(name, () => {
      const cell = rangedAttackCell(input);
      const exact = exactSummary(rangedAttackLayout(cell), exactRangedAttack(cell));
      const brute = bruteForceRangedAttack(
        cell,
        (input.rules as { criticals?: Record<string, string> } | undefined)?.criticals,
      );
      rangedAttackQuantities.outcomes.forEach(({ name }, i) =>
        expect(exact.outcomes[name].p, name).toBeCloseTo(brute.outcomes[i], 12),
      );
      brute.hits.forEach((p, k) => expect(exact.distributions.hits[String(k)] ?? 0, `hits = ${k}`).toBeCloseTo(p, 12));
      const total = Object.values(exact.outcomes).reduce((a, o) => a + o.p, 0);
      expect(total).toBeCloseTo(1, 14);
    });
  }

  it('matches a hand-worked single rifle shot by a private at a private in the open (DEX 12, STR 12)', () => {
    // 3d6 under 12: rolls 3..11, 135 of 216. 16 misfires (6), 17-18 jam (3 + 1).
    // 3 kills (1); 4 doubles 4d6 (3): dead when 2·4d6 > 12, i.e. 4d6 ≥ 7: 1 − 15/1296.
    // 5..11 (131): 4d6 ≤ 6 wounds (15/1296), 7..12 incapacitates, > 12 kills.
    const cell = rangedAttackCell({ firer: { weapon: 'rifle' }, target: {}, range: 20 });
    const p = exactSummary(rangedAttackLayout(cell), exactRangedAttack(cell)).outcomes;
    const le = (k: number) =>
      [1, 4, 10, 20, 35, 56, 80, 104, 125, 140, 146, 140, 125, 104, 80, 56, 35, 20, 10, 4, 1]
        .slice(0, k - 3)
        .reduce((a, b) => a + b, 0) / 1296;
    expect(p.miss.p).toBeCloseTo(77 / 216, 14);
    expect(p.jammed.p).toBeCloseTo(4 / 216, 14);
    expect(p.wounded.p).toBeCloseTo((131 / 216) * le(6), 14);
    expect(p.incapacitated.p).toBeCloseTo((131 / 216) * (le(12) - le(6)) + (3 / 216) * le(6), 14);
    expect(p.dead.p).toBeCloseTo(1 / 216 + (131 / 216) * (1 - le(12)) + (3 / 216) * (1 - le(6)), 14);
  });

  it('reads the modifiers and damage dice of rules (aimed +6, soft cover −1: DEX 17; a rifle of 3 dice)', () => {
    const cell = rangedAttackCell(
      RANGED_ATTACK_TEST_CASES[
        'house rules: 3-6 automatic hits, 15 jams, no kill on a 3; aimed +6, soft cover −1, rifle 3 dice'
      ],
    );
    expect(cell.modifiedDex).toBe(12 + 6 - 1);
    expect(cell.damageDice).toBe(3);
    // One aimed shot under 17: 3..14 hit (196 of 216); 15 (10 ways), 17 (3) and 18 (1) jam; 16 (6) misfires.
    const p = exactSummary(rangedAttackLayout(cell), exactRangedAttack(cell)).outcomes;
    expect(p.jammed.p).toBeCloseTo(14 / 216, 14);
    expect(p.miss.p).toBeCloseTo(6 / 216, 14);
    expect(p.dead.p + p.incapacitated.p + p.wounded.p).toBeCloseTo(196 / 216, 14);
    const nineInches = rangedAttackCell(
      RANGED_ATTACK_TEST_CASES[
        'house rules: SMG at 9" counts as short range (within 10), 2 damage dice, no critical failures'
      ],
    );
    expect(nineInches.modifiedDex).toBe(12 + 3);
    expect(nineInches.damageDice).toBe(2);
  });

  it('lets only the criticals 3–5 hit when the modified DEX is hopeless, and 16–18 always fail', () => {
    const hopeless = rangedAttackCell({
      firer: { weapon: 'rifle', action: 'walk-and-snap-shot' },
      target: { prone: true, cover: 'hard' },
      range: 40,
    });
    expect(hopeless.modifiedDex).toBe(12 - 6 - 6 - 3 - 4);
    const p = exactSummary(rangedAttackLayout(hopeless), exactRangedAttack(hopeless)).distributions.hits;
    expect(p['1']).toBeCloseTo(10 / 216, 14);
    const sure = rangedAttackCell({ firer: { weapon: 'rifle', action: 'aim', dex: 20 }, target: {}, range: 3 });
    const q = exactSummary(rangedAttackLayout(sure), exactRangedAttack(sure)).distributions.hits;
    expect(q['0']).toBeCloseTo(10 / 216, 14);
  });
});
