import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import type { SystemsRepairCell } from './SystemsRepairCell.js';
import {
  type SystemsRepairDistribution,
  type SystemsRepairOutcome,
  systemsRepairQuantities,
} from './systemsRepairQuantities.js';

interface Plan {
  activations: number;
  perActivation: number;
  successOn: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: restored, still_out, then restored_on_activation (0 unused, 1 … activations, activations + 1 = not
 * restored) and attempts (0 … activations × attempts per activation).
 * @example systemsRepairLayout({ activations: 3, attemptsPerActivation: 1, successOn: 5 }).distributions[0].size // 5
 */
export function systemsRepairLayout(
  cell: SystemsRepairCell,
): CounterLayout<SystemsRepairOutcome, SystemsRepairDistribution> {
  return systemsRepairQuantities.layout({
    restored_on_activation: cell.activations + 2,
    attempts: cell.activations * cell.attemptsPerActivation + 1,
  });
}

/** The Monte Carlo kernel of the SYSTEMS repair: a D6 per attempt, until the score is reached or the activations run out. */
function createSystemsRepairKernel(cell: SystemsRepairCell): Kernel {
  const plan: Plan = {
    activations: cell.activations | 0,
    perActivation: cell.attemptsPerActivation | 0,
    successOn: cell.successOn | 0,
    buffer: uniformBuffer(cell.activations * cell.attemptsPerActivation),
  };
  return { run: (state, trials, c) => runRepairs(plan, state, trials, c) };
}

/** The kernel module of `resolve: systems-repair`. */
export default defineKernel({ layout: systemsRepairLayout, create: createSystemsRepairKernel });

function runRepairs(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { activations, perActivation, successOn, buffer } = plan;
  const oActivation = 2;
  const oAttempts = oActivation + activations + 2;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let attempts = 0;
    let on = activations + 1;
    for (let a = 1; a <= activations && on > activations; a++) {
      for (let k = 0; k < perActivation; k++) {
        attempts++;
        // "a simple D6 roll - on a score of 5 or 6 the backups are functioning"
        if (((u[next++] * 6) | 0) + 1 >= successOn) {
          on = a;
          break;
        }
      }
    }
    c[on > activations ? 1 : 0]++;
    c[oActivation + on]++;
    c[oAttempts + attempts]++;
  }
}
