import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ATTACK_ROLL, ATTACK_ROLL_DRAWS, attackRoll, attackRollPlan } from '../attackRoll.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import { opposedRollQuantities } from './opposedRollQuantities.js';

/** Monte Carlo kernel of the bare attack roll: d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss. */
export function createOpposedRollKernel(cell: OpposedRollCell): Kernel {
  const roll = attackRollPlan(cell.atk, cell.def, cell.fastShot);
  const buffer = uniformBuffer(ATTACK_ROLL_DRAWS);
  const rolled = new Int32Array(2);
  return {
    run(state, trials, c) {
      const u = buffer.values;
      let hits = 0;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        next = attackRoll(roll, u, next, rolled);
        hits += rolled[ATTACK_ROLL.hit];
      }
      c[0] += hits;
      c[1] += trials - hits;
    },
  };
}

/** The kernel module of `resolve: opposed-roll`. */
export default defineKernel({ layout: () => opposedRollQuantities.layout({}), create: createOpposedRollKernel });
