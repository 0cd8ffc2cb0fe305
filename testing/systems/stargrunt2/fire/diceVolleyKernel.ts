import { layoutOffsets } from '../../../../src/core/CounterLayout.js';
import type { KernelModule } from '../../../../src/core/Kernel.js';
import { refill, uniformBuffer } from '../../../../src/dice/uniformBuffer.js';
import type { FireCell } from '../../../../src/systems/stargrunt2/fire/FireCell.js';
import { fireLayout } from '../../../../src/systems/stargrunt2/fire/fireLayout.js';
import { clearVolley, fireVolley, VOLLEY, volleyPlan } from '../../../../src/systems/stargrunt2/fire/fireVolley.js';

/**
 * fireVolley rolled trial after trial, counted in the fire kernel's layout: every die of every step, as the kernels
 * firing at infantry in engagements, fire-and-react and close assault roll it (the fire kernel itself draws each step
 * from its exact distribution instead).
 */
export const diceVolleyKernel: KernelModule<FireCell> = {
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
