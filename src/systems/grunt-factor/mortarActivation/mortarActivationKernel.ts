import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { MortarActivationCell } from './MortarActivationCell.js';
import { mortarActivationLayout } from './mortarActivationLayout.js';

interface ActivationPlan {
  ldFaces: number;
  attempts: number;
  mortars: number;
  firing0: number;
  firing1: number;
  firing2: number;
  oFiring: number;
  buffer: UniformBuffer;
}

/**
 * Monte Carlo kernel: the FO tests LD each action until one succeeds.
 * @example createMortarActivationKernel({ ldFaces: 9, attempts: 3, mortars: 1, firingBySuccess: [3, 2, 1] }).run(createStream(1, 0).s, 10_000, counters)
 */
export function createMortarActivationKernel(cell: MortarActivationCell): Kernel {
  const plan: ActivationPlan = {
    ldFaces: cell.ldFaces | 0,
    attempts: cell.attempts | 0,
    mortars: cell.mortars | 0,
    firing0: cell.firingBySuccess[0] | 0,
    firing1: cell.firingBySuccess[1] | 0,
    firing2: cell.firingBySuccess[2] | 0,
    oFiring: layoutOffsets(mortarActivationLayout(cell))[0] | 0,
    buffer: uniformBuffer(3),
  };
  return { run: (state, trials, c) => runActivationTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: mortar-activation`. */
export default defineKernel({ layout: mortarActivationLayout, create: createMortarActivationKernel });

function runActivationTrials(plan: ActivationPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { ldFaces, attempts, mortars, firing0, firing1, firing2, oFiring, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let k = 0;
    while (k < attempts && d20RollUnder(u[next++], ldFaces) === 0) k++;
    const outcome = k < attempts ? k : 3;
    c[outcome]++;
    c[oFiring + (outcome === 0 ? firing0 : outcome === 1 ? firing1 : outcome === 2 ? firing2 : 0) * mortars]++;
  }
}
