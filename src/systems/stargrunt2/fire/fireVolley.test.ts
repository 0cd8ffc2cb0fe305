import { describe, it } from 'vitest';
import type { KernelModule } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { layoutOffsets } from '../../../core/CounterLayout.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { exactFire } from './exactFire.js';
import type { FireCell } from './FireCell.js';
import { fireLayout } from './fireLayout.js';
import { clearVolley, fireVolley, VOLLEY, volleyPlan } from './fireVolley.js';

/**
 * fireVolley rolled trial after trial, counted in the fire kernel's layout: every die of every step, as the kernels
 * firing at infantry in engagements, fire-and-react and close assault roll it (the fire kernel itself draws each step
 * from its exact distribution instead).
 */
const diceVolley: KernelModule<FireCell> = {
  layout: fireLayout,
  create(cell) {
    const plan = volleyPlan(cell);
    const buffer = uniformBuffer(plan.drawsAtMost);
    const out = new Int32Array(6);
    const [oHits, oWounds, oKills, oDead, oWounded, oCasualties] = layoutOffsets(fireLayout(cell));
    return {
      run(state, trials, c) {
        let next = buffer.values.length;
        for (let t = 0; t < trials; t++) {
          next = refill(buffer, state, next);
          next = fireVolley(plan, buffer.values, next, out);
          c[Math.min(2, out[VOLLEY.above])]++;
          c[oHits + out[VOLLEY.hits]]++;
          c[oWounds + out[VOLLEY.wounds]]++;
          c[oKills + out[VOLLEY.kills]]++;
          c[oDead + out[VOLLEY.dead]]++;
          c[oWounded + out[VOLLEY.wounded]]++;
          c[oCasualties + out[VOLLEY.dead] + out[VOLLEY.wounded]]++;
          clearVolley(plan, out);
        }
      },
    };
  },
};

describe('fireVolley (every die of STEPS 1 to 4, as the kernels firing at infantry roll them)', () => {
  Object.entries(FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(`lands within 4.5 standard errors of the exact fire evaluator: ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(diceVolley, cell, exactFire(cell), 200_000, 2100 + i);
    });
  });
});
