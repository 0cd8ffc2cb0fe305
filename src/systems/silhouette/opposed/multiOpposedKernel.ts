import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import type { MultiOpposedCell } from './MultiOpposedCell.js';
import { multiOpposedLayout } from './multiOpposedLayout.js';
import { type OpposedTestPlan, opposedTest, opposedTestPlan } from './opposedTest.js';

interface MultiPlan {
  /** Each attack's opposed test. */
  tests: OpposedTestPlan[];
  /** Per attack a block of distributions × codes values, at valueStart[attack]; codes[attack] per distribution. */
  values: Int32Array;
  valueStart: Int32Array;
  codes: Int32Array;
  nDist: number;
  offsets: Int32Array;
  outcomeBy: number;
  /** Counter index of the outcome for each value of the deciding sum. */
  outcomeAt: Int32Array;
  sums: Int32Array;
  buffer: UniformBuffer;
}

/** The Monte Carlo kernel of independent opposed tests summed into distributions (walking fire). */
export function createMultiOpposedKernel<O extends string, D extends string>(cell: MultiOpposedCell<O, D>): Kernel {
  const { layout } = cell;
  const values: number[] = [];
  const valueStart: number[] = [];
  const codes: number[] = [];
  let draws = 0;
  for (const a of cell.attacks) {
    const perDistribution = layout.distributions.map((d) => a.valuesOf[d.name]);
    codes.push(perDistribution[0].length);
    valueStart.push(values.length);
    for (const perCode of perDistribution) values.push(...perCode);
    draws += a.attackDice + a.defenseDice;
  }
  const plan: MultiPlan = {
    tests: cell.attacks.map((a) => opposedTestPlan(a, cell.fumbles, cell.sixBonus)),
    values: Int32Array.from(values),
    valueStart: Int32Array.from(valueStart),
    codes: Int32Array.from(codes),
    nDist: layout.distributions.length,
    offsets: Int32Array.from(layoutOffsets(layout)),
    outcomeBy: layout.distributions.findIndex((d) => d.name === cell.outcomeBy),
    outcomeAt: Int32Array.from(cell.outcomeOf, (name) => layout.outcomes.indexOf(name)),
    sums: new Int32Array(layout.distributions.length),
    buffer: uniformBuffer(draws),
  };
  return { run: (state, trials, counters) => runMultiTrials(plan, state, trials, counters) };
}

/** The kernel module of walking fire. */
export default defineKernel({ layout: multiOpposedLayout, create: createMultiOpposedKernel });

function runMultiTrials(plan: MultiPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const tests = plan.tests;
  const values = plan.values;
  const valueStart = plan.valueStart;
  const codesOf = plan.codes;
  const nAttacks = tests.length;
  const nDist = plan.nDist;
  const offsets = plan.offsets;
  const outcomeBy = plan.outcomeBy;
  const outcomeAt = plan.outcomeAt;
  const sums = plan.sums;
  const buffer = plan.buffer;
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    for (let d = 0; d < nDist; d++) sums[d] = 0;
    for (let a = 0; a < nAttacks; a++) {
      const test = tests[a];
      const code = opposedTest(test, u, next);
      next += test.draws;
      const codes = codesOf[a];
      const start = valueStart[a];
      for (let d = 0; d < nDist; d++) sums[d] += values[start + d * codes + code];
    }
    c[outcomeAt[sums[outcomeBy]]]++;
    for (let d = 0; d < nDist; d++) c[offsets[d] + sums[d]]++;
  }
}
