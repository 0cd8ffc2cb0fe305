import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { bruteForceAttack } from '../../../../testing/systems/grunt-factor/common/bruteForceAttack.js';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { RANGED_ATTACK_CASES } from '../../../../testing/systems/grunt-factor/rangedAttack/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import { attackLayout } from '../common/attackLayout.js';
import { exactAttack } from '../common/exactAttack.js';

describe('ranged-attack exact evaluator against an independent enumeration', () => {
  for (const [name, input] of Object.entries(RANGED_ATTACK_CASES)) {
    it(name, () => {
      const cell = rangedAttackCell(input);
      const exact = exactSummary(attackLayout(cell), exactAttack(cell));
      const brute = bruteForceAttack(cell);
      ['no_hit', 'hit_saved', 'casualty'].forEach((o, i) =>
        expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[i], 12),
      );
      for (const dist of ['hits', 'casualties'] as const) {
        brute[dist].forEach((p, k) =>
          expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p ?? 0, 12),
        );
      }
    });
  }

  it('hand-worked: worked example, one shot, P(hit) = 7/20 and P(casualty) = 7/20 × 13/20 (save 7 vs damage 10, A 7)', () => {
    const cell = rangedAttackCell(
      RANGED_ATTACK_CASES['worked example: regular with assault rifle at short range, target covered'],
    );
    const exact = exactSummary(attackLayout(cell), exactAttack(cell));
    expect(exact.outcomes.no_hit.p).toBeCloseTo(13 / 20, 15);
    expect(exact.outcomes.casualty.p).toBeCloseTo((7 / 20) * (13 / 20), 15);
    expect(exact.outcomes.hit_saved.p).toBeCloseTo((7 / 20) * (7 / 20), 15);
  });

  it('worked-example variants: P(hit) = 8/20', () => {
    const cell = rangedAttackCell({
      ...RANGED_ATTACK_CASES['worked example: regular with assault rifle at short range, target covered'],
      rules: { 'assault-rifle-short-range': 'worked-example' },
    });
    expect(1 - exactAttack(cell).outcomes.no_hit).toBeCloseTo(8 / 20, 15);
  });

  it('hand-worked explosion template: two 80mm mortars at medium range (5 in 20), Small template on 3 green figures, 2 saves of 5 each', () => {
    const cell = rangedAttackCell(
      RANGED_ATTACK_CASES[
        'two 80mm mortars at medium range: the Small Explosion Template on 3 of 8 figures, (x2) damage each'
      ],
    );
    expect([cell.hitFirst, cell.caught, cell.saveRolls, cell.saveFaces, cell.template]).toEqual([5, 3, 2, 5, 'small']);
    // A figure under the template fails one of its two saves with 1 − (5/20)² = 15/16.
    const exact = exactAttack(cell);
    expect(exact.outcomes.casualty).toBeCloseTo(1 - (3 / 4 + (1 / 4) * (1 / 16) ** 3) ** 2, 15);
    expect(exact.distributions.casualties.expectation()).toBeCloseTo(2 * (1 / 4) * 3 * (15 / 16), 15);
    expect(exact.distributions.casualties.prob(6)).toBeCloseTo(((1 / 4) * (15 / 16) ** 3) ** 2, 15);
    expect(cell.note).toBe(
      'each shot hits on 5 in 20 (25.0%); each hit lands the Small Explosion Template on 3 figures, each a casualty 93.8% (2 saves of 5 in 20, one failed is enough)',
    );
  });

  it('a template never catches more figures than the target has', () => {
    const cell = rangedAttackCell(
      RANGED_ATTACK_CASES[
        '120mm mortar at short range: (x3) damage, a Large Explosion Template over more figures than the target has'
      ],
    );
    expect(cell.caught).toBe(2);
    expect(exactAttack(cell).distributions.casualties.keys().sort()).toEqual([0, 1, 2]);
  });

  it('an impossible shot is no_hit with certainty', () => {
    const cell = rangedAttackCell({ firer: { grade: 'regular', weapon: 'pistol' }, target: {}, range: 90 });
    expect(Array.from(packExact(attackLayout(cell), exactAttack(cell)))).toEqual([1, 0, 0, 1, 1]);
  });
});
