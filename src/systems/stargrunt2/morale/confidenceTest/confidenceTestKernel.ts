import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { ConfidenceTestCell } from './ConfidenceTestCell.js';
import {
  type ConfidenceTestDistribution,
  type ConfidenceTestOutcome,
  confidenceTestQuantities,
} from './confidenceTestQuantities.js';

/** Everything the hot loop reads, as small integers. */
interface Plan {
  sides: number;
  needed: number;
  start: number;
  halfOrLess: boolean;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a confidence test: pass, drop_1, drop_2, no_test, then confidence_after (0 CO … 4 RO).
 * @example confidenceTestLayout().distributions // [{ name: 'confidence_after', size: 5 }]
 */
function confidenceTestLayout(): CounterLayout<ConfidenceTestOutcome, ConfidenceTestDistribution> {
  return confidenceTestQuantities.layout({ confidence_after: CONFIDENCE_LEVEL_COUNT });
}

/** The Monte Carlo kernel of a CONFIDENCE TEST: one quality die against LV + threat level. */
function createConfidenceTestKernel(cell: ConfidenceTestCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    start: cell.start | 0,
    halfOrLess: cell.halfOrLess,
    buffer: uniformBuffer(1),
  };
  return { run: (state, trials, c) => runConfidenceTests(plan, state, trials, c) };
}

/** The kernel module of `resolve: confidence-test`. */
export default defineKernel({ layout: confidenceTestLayout, create: createConfidenceTestKernel });

/** The hot loop: one confidenceTest step per trial, the level bounded at RO. */
function runConfidenceTests(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, start, halfOrLess, buffer } = plan;
  if (needed < 0) {
    c[3] += trials;
    c[4 + start] += trials;
    return;
  }
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const drop = confidenceTest(sides, needed, halfOrLess, u, next++);
    c[drop]++;
    const after = start + drop;
    c[4 + (after > ROUTED ? ROUTED : after)]++;
  }
}
