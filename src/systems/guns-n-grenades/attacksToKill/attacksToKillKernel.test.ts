import { describe, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import {
  ATTACKS_TO_KILL_CASES,
  attacksToKillCell,
} from '../../../../testing/systems/guns-n-grenades/attacksToKill/testCells.js';
import attacksToKillKernel from './attacksToKillKernel.js';
import { exactAttacksToKill } from './exactAttacksToKill.js';

describe(`attacks-to-kill kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(ATTACKS_TO_KILL_CASES).forEach(([name, { input }], caseIndex) => {
    it(name, () => {
      const cell = attacksToKillCell(input);
      expectKernelMatchesExact(attacksToKillKernel, cell, exactAttacksToKill(cell), 100_000, caseIndex);
    });
  });
});
