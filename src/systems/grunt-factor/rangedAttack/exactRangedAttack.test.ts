import { describe, expect, it } from 'vitest';
import { packExact } from '../../../core/ExactResult.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { attackLayout } from '../common/attackLayout.js';
import { bruteForceAttack } from '../../../../testing/systems/grunt-factor/common/bruteForceAttack.js';
import { exactAttack } from '../common/exactAttack.js';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { RANGED_ATTACK_CASES } from '../../../../testing/systems/grunt-factor/rangedAttack/testCells.js';

describe('ranged-attack exact evaluator against an independent enumeration', () => {
  for (const [name, input] of Object.entries(RANGED_ATTACK_CASES)) {
    it(name, () => {
      const cell = rangedAttackCell(input);
      const exact = exactSummary(attackLayout(cell), exactAttack(cell));
      const brute = bruteForceAttack(cell);
      ['no_hit', 'hit_saved', 'casualty'].forEach((o, i) => expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[i], 12));
      for (const dist of ['hits', 'casualties'] as const) {
        brute[dist].forEach((p, k) => expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p ?? 0, 12));
      }
    });
  }

  it('hand-worked: worked example, one shot, P(hit) = 7/20 and P(casualty) = 7/20 × 13/20 (save 7 vs damage 10, A 7)', () => {
    const cell = rangedAttackCell(RANGED_ATTACK_CASES['worked example: regular with assault rifle at short range, target covered']);
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

  it('an impossible shot is no_hit with certainty', () => {
    const cell = rangedAttackCell({ firer: { grade: 'regular', weapon: 'pistol' }, target: {}, range: 90 });
    expect(Array.from(packExact(attackLayout(cell), exactAttack(cell)))).toEqual([1, 0, 0, 1, 1]);
  });
});
