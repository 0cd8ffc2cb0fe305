import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { DUEL_TEST_CASES, duelCell } from '../../../../testing/systems/guns-n-grenades/duel/testCells.js';
import duelKernel from './duelKernel.js';
import { exactDuel } from './exactDuel.js';

describe(`duel kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(DUEL_TEST_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = duelCell(input);
      expectKernelMatchesExact(duelKernel, cell, exactDuel(cell), 200_000, caseIndex);
    });
  });
});
