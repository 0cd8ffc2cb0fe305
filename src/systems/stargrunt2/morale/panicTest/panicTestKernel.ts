import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type PanicTestCell, panicTestLayout } from './PanicTestCell.js';

const BUFFER = 4096;

interface Plan {
  tests: boolean;
  sides: number;
  leadership: number;
  start: number;
  cap: number;
  uniforms: Float64Array;
}

/**
 * The Monte Carlo kernel of PANIC: the test at TL 0, then removal attempts activation after activation
 * (a roll of ONE on a failure loses a level). Activations past the cap count in the cap's bucket.
 */
export function createPanicTestKernel(cell: PanicTestCell): Kernel {
  const plan: Plan = {
    tests: cell.tests,
    sides: cell.sides | 0,
    leadership: cell.leadership | 0,
    start: cell.start | 0,
    cap: cell.cap | 0,
    uniforms: new Float64Array(BUFFER),
  };
  return { layout: panicTestLayout(cell), run: (state, trials, c) => runPanicTests(plan, state, trials, c) };
}

function runPanicTests(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, leadership, start, cap, uniforms: u } = plan;
  const oTurns = 3;
  const oLost = oTurns + cap + 1;
  const oAfter = oLost + 5;
  if (!plan.tests) {
    c[0] += trials;
    c[oTurns] += trials;
    c[oLost] += trials;
    c[oAfter + start] += trials;
    return;
  }
  const n = u.length;
  let next = n;
  let passes = 0;
  for (let t = 0; t < trials; t++) {
    if (next === n) {
      fillUniforms(state, u);
      next = 0;
    }
    if (((u[next++] * sides) | 0) + 1 > leadership) {
      passes++;
      continue;
    }
    let level = start;
    let turns = 0;
    for (;;) {
      if (next === n) {
        fillUniforms(state, u);
        next = 0;
      }
      const roll = ((u[next++] * sides) | 0) + 1;
      turns++;
      if (roll > leadership) break;
      if (roll === 1 && level < 4) level++;
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
