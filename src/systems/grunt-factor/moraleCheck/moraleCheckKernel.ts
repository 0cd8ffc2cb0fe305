import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { moraleCheckRolls } from '../steps/moraleCheckRolls.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { moraleCheckLayout } from './moraleCheckLayout.js';
import { moraleSteps, moraleUnit } from './moraleCheckSteps.js';

interface MoralePlan {
  morale: boolean;
  special: boolean;
  oneRoll: boolean;
  ldFaces: number;
  oFailed: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of a morale check: d20 at or under LD for each check due.
 * @example createMoraleCheckKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createMoraleCheckKernel(cell: MoraleCheckCell): Kernel {
  const plan: MoralePlan = {
    morale: cell.morale,
    special: cell.special,
    oneRoll: cell.oneRoll,
    ldFaces: cell.ldFaces | 0,
    oFailed: layoutOffsets(moraleCheckLayout())[0] | 0,
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runMoraleTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: morale-check`. */
export default defineKernel({
  layout: moraleCheckLayout,
  create: createMoraleCheckKernel,
  withSteps: createHouseMoraleCheckKernel,
});

/** The kernel with a house rule's `ldRoll` step (docs/house-rules.md): each check due is one call of the step. */
export function createHouseMoraleCheckKernel(cell: MoraleCheckCell, steps: StepFunctions, roll = new Roll()): Kernel {
  const { ldRoll } = moraleSteps(steps);
  const unit = moraleUnit(cell);
  const oFailed = layoutOffsets(moraleCheckLayout())[0];
  // 1 when the roll fails.
  const fails = (): number => {
    const passed = ldRoll(unit, roll);
    if (typeof passed !== 'boolean') throw new StepReturnError('ldRoll', passed, 'true (passed) or false (failed)');
    return passed ? 0 : 1;
  };
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        if (!cell.morale && !cell.special) {
          c[0]++;
          c[oFailed]++;
          continue;
        }
        const first = fails();
        const second = cell.morale && cell.special && !cell.oneRoll ? fails() : first;
        const panicked = cell.morale ? first : 0;
        const fallsBack = cell.special ? second : 0;
        c[panicked ? (fallsBack ? 4 : 3) : fallsBack ? 2 : 1]++;
        c[oFailed + panicked + fallsBack]++;
      }
    },
  };
}

function runMoraleTrials(plan: MoralePlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { morale, special, oneRoll, oFailed, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    if (!morale && !special) {
      c[0]++;
      c[oFailed]++;
      continue;
    }
    const result = moraleCheckRolls(plan, u, next);
    next += oneRoll ? 1 : 2;
    const panicked = result & 1;
    const fallsBack = result >> 1;
    c[panicked ? (fallsBack ? 4 : 3) : fallsBack ? 2 : 1]++;
    c[oFailed + panicked + fallsBack]++;
  }
}
