import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { rollRaw } from '../dice/rollRaw.js';
import type { InitiativeCell } from './InitiativeCell.js';
import { initiativeLayout } from './initiativeLayout.js';
import { initiativeResult } from './initiativeRoll.js';

/** The Monte Carlo kernel of the Initiative Phase: both sides roll, draws are rolled again; the loser gets 1 CP. */
export function createInitiativeKernel(cell: InitiativeCell): Kernel {
  const { diceA, diceB, modifierA, modifierB, fumbles } = cell;
  const sixBonus = cell.sixBonus | 0;
  const [aAt, bAt, winnerAt] = layoutOffsets(initiativeLayout(cell));
  const draws = diceA + diceB;
  const buffer = uniformBuffer(draws);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        let result = 0;
        do {
          next = refill(buffer, state, next); // a draw needs more dice than one roll-off's
          result = initiativeResult(
            rollRaw(u, next, diceA, fumbles, sixBonus),
            modifierA,
            rollRaw(u, next + diceA, diceB, fumbles, sixBonus),
            modifierB,
          );
          next += draws;
        } while (result === 0);
        const margin = result > 0 ? result : -result;
        c[result > 0 ? 0 : 1]++;
        c[aAt + (result > 0 ? margin : 1)]++;
        c[bAt + (result > 0 ? 1 : margin)]++;
        c[winnerAt + margin]++;
      }
    },
  };
}

/** The kernel module of `resolve: initiative`. */
export default defineKernel({ layout: initiativeLayout, create: createInitiativeKernel });
