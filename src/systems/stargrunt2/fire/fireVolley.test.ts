import { describe, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { diceVolleyKernel } from '../../../../testing/systems/stargrunt2/fire/diceVolleyKernel.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { exactFire } from './exactFire.js';

describe('fireVolley (every die of STEPS 1 to 4, as the kernels firing at infantry roll them)', () => {
  Object.entries(FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(`lands within 4.5 standard errors of the exact fire evaluator: ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(diceVolleyKernel, cell, exactFire(cell), 200_000, 2100 + i);
    });
  });
});
