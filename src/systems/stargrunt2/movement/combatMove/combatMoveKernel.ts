import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import type { CombatMoveCell } from './CombatMoveCell.js';
import { type CombatMoveDistribution, type CombatMoveOutcome, combatMoveQuantities } from './combatMoveQuantities.js';

interface Plan {
  sides: number;
  actions: number;
  needed: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: first_action, second_action, short, then movement (0 … 2 × sides × actions inches).
 * @example combatMoveLayout({ sides: 12, actions: 2, needed: 15 }).distributions[0].size // 49
 */
export function combatMoveLayout(cell: CombatMoveCell): CounterLayout<CombatMoveOutcome, CombatMoveDistribution> {
  return combatMoveQuantities.layout({ movement: 2 * cell.sides * cell.actions + 1 });
}

/** The Monte Carlo kernel of COMBAT MOVEMENT: a die × 2 per action until the destination is reached. */
function createCombatMoveKernel(cell: CombatMoveCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    actions: cell.actions | 0,
    needed: cell.needed,
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runCombatMoves(plan, state, trials, c) };
}

/** The kernel module of `resolve: combat-move`. */
export default defineKernel({ layout: combatMoveLayout, create: createCombatMoveKernel });

function runCombatMoves(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, actions, needed, buffer } = plan;
  const oMovement = 3;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    // "roll the die type equivalent to the unit's base mobility ... and DOUBLE the die score"
    let moved = 2 * (((u[next++] * sides) | 0) + 1);
    if (moved >= needed) {
      c[0]++;
    } else if (actions === 2) {
      // "each action is taken separately and the die is rolled once for each action"
      moved += 2 * (((u[next++] * sides) | 0) + 1);
      c[moved >= needed ? 1 : 2]++;
    } else {
      c[2]++;
    }
    c[oMovement + moved]++;
  }
}
