import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import type { ImpactVsArmourCell } from './ImpactVsArmourCell.js';
import { type ImpactVsArmourOutcome, impactVsArmourQuantities } from './impactVsArmourQuantities.js';

interface Plan {
  roll: ImpactVsArmourPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout of impact against armour: no_effect, wound, kill (in the order of the step's effect codes).
 * @example impactVsArmourLayout().outcomes // ['no_effect', 'wound', 'kill']
 */
function impactVsArmourLayout(): CounterLayout<ImpactVsArmourOutcome, never> {
  return impactVsArmourQuantities.layout({});
}

/** The Monte Carlo kernel of STEP 3 on its own: one impact roll against one armour roll per trial. */
function createImpactVsArmourKernel(cell: ImpactVsArmourCell): Kernel {
  const plan: Plan = {
    roll: impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runImpactVsArmour(plan, state, trials, c) };
}

/** The kernel module of `resolve: impact-vs-armour`. */
export default defineKernel({ layout: impactVsArmourLayout, create: createImpactVsArmourKernel });

function runImpactVsArmour(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { roll, buffer } = plan;
  const u = buffer.values;
  const counts = [0, 0, 0];
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    counts[impactVsArmour(roll, u, next)]++;
    next += 2;
  }
  for (let i = 0; i < 3; i++) c[i] += counts[i];
}
