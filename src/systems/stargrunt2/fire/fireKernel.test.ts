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

  it('draws each step from its exact distribution without a bias Monte Carlo could see at 5·10⁶ trials (the heavy-fire bench case)', () => {
    const cell = fireCell({
      firer: {
        quality: 'elite',
        troops: [
          { count: 6, weapon: 'gauss-rifle-gl' },
          { count: 2, weapon: 'gauss-saw' },
          { count: 2, weapon: 'automatic-grenade-launcher' },
          { count: 2, weapon: 'multiple-launcher-pack' },
        ],
      },
      target: { figures: 10, armour: 'partial-light' },
      range: 6,
    });
    expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 5_000_000, 77);
  });
});
