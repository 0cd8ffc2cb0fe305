import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../../dice/uniformDraws.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { panicRemoval } from '../../steps/panicRemoval.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { PanicTestCell } from './PanicTestCell.js';
import { type PanicTestDistribution, type PanicTestOutcome, panicTestQuantities } from './panicTestQuantities.js';

interface Plan {
  tests: boolean;
  sides: number;
  needed: number;
  removalNeeded: number;
  start: number;
  cap: number;
  /** A panicked trial draws an unbounded number of uniforms, one at a time. */
  draws: UniformDraws;
}

/**
 * Counter layout: no_test, pass, panicked; then turns_panicked (0..cap), confidence_lost (0..4),
 * confidence_after (0..4).
 * @example panicTestLayout({ ...cell, cap: 30 }).distributions[0].size // 31
 */
function panicTestLayout(cell: PanicTestCell): CounterLayout<PanicTestOutcome, PanicTestDistribution> {
  return panicTestQuantities.layout({
    turns_panicked: cell.cap + 1,
    confidence_lost: CONFIDENCE_LEVEL_COUNT,
    confidence_after: CONFIDENCE_LEVEL_COUNT,
  });
}

/**
 * The Monte Carlo kernel of PANIC: the test (TL 0 in the book), then removal attempts activation after activation
 * (a roll of ONE on a failure loses a level). Activations past the cap count in the cap's bucket.
 */
function createPanicTestKernel(cell: PanicTestCell): Kernel {
  const plan: Plan = {
    tests: cell.tests,
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    removalNeeded: cell.removalNeeded | 0,
    start: cell.start | 0,
    cap: cell.cap | 0,
    draws: new UniformDraws(LARGE_BUFFER_SIZE),
  };
  return { run: (state, trials, c) => runPanicTests(plan, state, trials, c) };
}

/** The kernel module of `resolve: panic-test`. */
export default defineKernel({ layout: panicTestLayout, create: createPanicTestKernel });

function runPanicTests(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, removalNeeded, start, cap, draws } = plan;
  const oTurns = 3;
  const oLost = oTurns + cap + 1;
  const oAfter = oLost + CONFIDENCE_LEVEL_COUNT;
  if (!plan.tests) {
    c[0] += trials;
    c[oTurns] += trials;
    c[oLost] += trials;
    c[oAfter + start] += trials;
    return;
  }
  const u = draws.values;
  draws.start(state);
  let passes = 0;
  for (let t = 0; t < trials; t++) {
    if (reactionTest(sides, needed, u, draws.take()) === 1) {
      passes++;
      continue;
    }
    let level = start;
    let turns = 0;
    for (;;) {
      const removal = panicRemoval(sides, removalNeeded, u, draws.take());
      turns++;
      if (removal === 0) break;
      if (removal === 2 && level < ROUTED) level++;
    }
    c[2]++;
    c[oTurns + (turns > cap ? cap : turns)]++;
    c[oLost + level - start]++;
    c[oAfter + level]++;
  }
  c[1] += passes;
  c[oTurns] += passes;
  c[oLost] += passes;
  c[oAfter + start] += passes;
}
