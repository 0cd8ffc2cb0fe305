import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { Roll } from '../../../dice/Roll.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import type { OpposedCell } from './OpposedCell.js';
import { opposedLayout } from './opposedLayout.js';
import { type OpposedTestPlan, opposedTest, opposedTestPlan } from './opposedTest.js';
import { codeOfResult, opposedTestOf, opposedTestSteps } from './opposedTestSteps.js';

interface OpposedPlan {
  test: OpposedTestPlan;
  /** Counter index of the outcome for each margin code. */
  outcomeAt: Int32Array;
  /** Counter index for distribution d and margin code m at [d * codes + m]. */
  binAt: Int32Array;
  distributions: number;
  codes: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of every opposed resolution: roll the attack and the defense (opposedTest), take the
 * margin code, and count the outcome and distribution values the cell's tables give for it.
 */
export function createOpposedKernel<O extends string, D extends string>(cell: OpposedCell<O, D>): Kernel {
  const { layout } = cell;
  const codes = cell.outcomeOf.length;
  const offsets = layoutOffsets(layout);
  const binAt = new Int32Array(layout.distributions.length * codes);
  layout.distributions.forEach((d, i) => {
    for (let m = 0; m < codes; m++) binAt[i * codes + m] = offsets[i] + cell.valuesOf[d.name][m];
  });
  const test = opposedTestPlan(cell, cell.fumbles, cell.sixBonus);
  const plan: OpposedPlan = {
    test,
    outcomeAt: Int32Array.from(cell.outcomeOf, (name) => layout.outcomes.indexOf(name)),
    binAt,
    distributions: layout.distributions.length,
    codes,
    buffer: uniformBuffer(test.draws),
  };
  return { run: (state, trials, counters) => runOpposedTrials(plan, state, trials, counters) };
}

/**
 * The kernel module shared by every opposed resolution: ranged-attack, infantry-fire, melee, saturation-fire
 * (`withSteps` serves those whose definition lists house steps: ranged-attack).
 */
export default defineKernel({
  layout: opposedLayout,
  create: createOpposedKernel,
  withSteps: createHouseOpposedKernel,
});

/**
 * The kernel with a house rule's `opposedTest` step (docs/house-rules.md): each trial's result from the step, read
 * as a margin code and counted through the cell's tables as the built-in kernel counts it.
 */
export function createHouseOpposedKernel<O extends string, D extends string>(
  cell: OpposedCell<O, D>,
  steps: StepFunctions,
  roll = new Roll(),
): Kernel {
  const { opposedTest: step } = opposedTestSteps(steps);
  const { layout } = cell;
  const offsets = layoutOffsets(layout);
  const maxCode = cell.outcomeOf.length - 1;
  const outcomeAt = Int32Array.from(cell.outcomeOf, (name) => layout.outcomes.indexOf(name));
  const bins = layout.distributions.map((d, i) => cell.valuesOf[d.name].map((v) => offsets[i] + v));
  const test = opposedTestOf(cell);
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        const code = codeOfResult(step(test, roll), maxCode);
        c[outcomeAt[code]]++;
        for (const bin of bins) c[bin[code]]++;
      }
    },
  };
}

/** The hot loop: every value in a local, uniforms from a buffer topped up between trials. */
function runOpposedTrials(plan: OpposedPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const test = plan.test;
  const draws = test.draws;
  const outcomeAt = plan.outcomeAt;
  const binAt = plan.binAt;
  const nDist = plan.distributions;
  const codes = plan.codes;
  const buffer = plan.buffer;
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    const code = opposedTest(test, u, next);
    next += draws;
    c[outcomeAt[code]]++;
    for (let d = 0; d < nDist; d++) c[binAt[d * codes + code]]++;
  }
}
