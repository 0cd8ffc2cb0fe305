import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { RANGED_ATTACK_CASES } from '../../../../testing/systems/grunt-factor/rangedAttack/testCells.js';
import attackKernel from '../common/attackKernel.js';
import { exactAttack } from '../common/exactAttack.js';

describe(`ranged-attack kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(RANGED_ATTACK_CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = rangedAttackCell(input);
      expectKernelMatchesExact(attackKernel, cell, exactAttack(cell), 200_000, 100 + i);
    });
  });
});
