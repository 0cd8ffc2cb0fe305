import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { ATTACK_TEST_CASES, attackCell } from '../../../../testing/systems/guns-n-grenades/attack/testCells.js';
import attackKernel from './attackKernel.js';
import { exactAttack } from './exactAttack.js';

describe(`attack kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(ATTACK_TEST_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = attackCell(input);
      expectKernelMatchesExact(attackKernel, cell, exactAttack(cell), 200_000, caseIndex);
    });
  });
});
