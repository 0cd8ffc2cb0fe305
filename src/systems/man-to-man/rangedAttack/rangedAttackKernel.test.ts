import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { separation } from '../../../../testing/stats/separation.js';
import {
  RANGED_ATTACK_TEST_CASES,
  rangedAttackCell,
} from '../../../../testing/systems/man-to-man/rangedAttack/testCells.js';
import { exactRangedAttack } from './exactRangedAttack.js';
import rangedAttackKernel from './rangedAttackKernel.js';

const TRIALS = 200_000;

describe(`ranged-attack kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(RANGED_ATTACK_TEST_CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = rangedAttackCell(input);
      expectKernelMatchesExact(rangedAttackKernel, cell, exactRangedAttack(cell), TRIALS, 600 + i);
    });
  });

  it('tells a critical 4 rolled twice from one doubled (critical-damage: roll-twice), with 2·10⁶ trials', () => {
    const base = {
      firer: { weapon: 'rifle', dex: 18 },
      target: { str: 22, cover: 'soft', full_cover: true },
      range: 5,
    };
    const doubled = exactRangedAttack(rangedAttackCell(base));
    const twice = rangedAttackCell({ ...base, rules: { 'critical-damage': 'roll-twice' } });
    const exactTwice = exactRangedAttack(twice);
    // The two readings differ by more than 12 standard errors here, so a kernel ignoring the variant fails.
    expect(
      separation(
        ((e: ReturnType<typeof exactRangedAttack>) => Object.values(e.outcomes))(doubled),
        ((e: ReturnType<typeof exactRangedAttack>) => Object.values(e.outcomes))(exactTwice),
        2_000_000,
      ),
    ).toBeGreaterThan(12);
    expectKernelMatchesExact(rangedAttackKernel, twice, exactTwice, 2_000_000, 690);
  });
});
