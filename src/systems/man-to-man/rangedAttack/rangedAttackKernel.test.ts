import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { RANGED_ATTACK_TEST_CASES, rangedAttackCell } from '../../../../testing/systems/man-to-man/rangedAttack/testCells.js';
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
});
