import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { exactFire } from './exactFire.js';
import fireKernel from './fireKernel.js';

describe(`fire kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(FIRE_TEST_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 400_000, caseIndex);
    });
  });

});
