import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { bruteForceFire } from '../../../../testing/systems/stargrunt2/fire/bruteForceFire.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { exactFire } from './exactFire.js';
import { fireLayout } from './fireLayout.js';

describe('exact evaluator of fire at infantry against an independent enumeration', () => {
  for (const [name, input] of Object.entries(FIRE_TEST_CASES)) {
    it(name, () => {
      const cell = fireCell(input);
      const exact = exactSummary(fireLayout(cell), exactFire(cell));
      const brute = bruteForceFire(cell);
      ['no_effect', 'suppressed_only', 'effective'].forEach((outcome, i) => {
        expect(exact.outcomes[outcome].p).toBeCloseTo(brute.outcomes[i], 12);
      });
      for (const dist of [
        'potential_hits',
        'wound_results',
        'kill_results',
        'dead',
        'wounded',
        'casualties',
      ] as const) {
        const values = exact.distributions[dist];
        const expected = brute[dist];
        for (let k = 0; k < Math.max(expected.length, Object.keys(values).length); k++) {
          expect(values[String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(expected[k] ?? 0, 12);
        }
      }
    });
  }

  it('gives probabilities that sum to one', () => {
    const cell = fireCell(Object.values(FIRE_TEST_CASES)[0]);
    const exact = exactSummary(fireLayout(cell), exactFire(cell));
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(sum(Object.fromEntries(Object.entries(exact.outcomes).map(([k, v]) => [k, v.p])))).toBeCloseTo(1, 14);
    for (const dist of Object.values(exact.distributions)) expect(sum(dist)).toBeCloseTo(1, 14);
  });

  it('matches a hand-worked case: a lone D4 firer pair against a D4 range die', () => {
    // Untrained, 1 hunting rifle (FP1 → D4), point blank, open: dice D4, D4 against a D4 range die.
    // Effective needs both dice above r: Σ_r ((4−r)/4)² / 4 = (9+4+1+0)/64 = 14/64.
    // Suppressed only: exactly one above: Σ_r 2·(4−r)·r/16 / 4 = 2·(3+4+3)/64 = 20/64.
    const cell = fireCell({
      firer: { quality: 'untrained', troops: [{ count: 1, weapon: 'hunting-rifle' }] },
      target: { figures: 1, armour: 'basic' },
      range: 1,
    });
    const exact = exactSummary(fireLayout(cell), exactFire(cell));
    expect(exact.outcomes.effective.p).toBeCloseTo(14 / 64, 15);
    expect(exact.outcomes.suppressed_only.p).toBeCloseTo(20 / 64, 15);
    expect(exact.outcomes.no_effect.p).toBeCloseTo(30 / 64, 15);
  });
});
