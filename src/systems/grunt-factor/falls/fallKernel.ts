import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { FallCell } from './FallCell.js';
import { fallLayout } from './fallLayout.js';

interface FallPlan {
  jump: boolean;
  /** d20 faces on which the figure does not fall, step by step: 20 − fallFaces (a jump: none). */
  holdFaces: Int32Array;
  saveFaces: Int32Array;
  saveRolls: Int32Array;
  /** Where the histogram starts: after the jump's two outcomes or the climb's three. */
  oHistogram: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of a jump or a climb: per step a d20 for the fall, then the damage saves.
 * @example createFallKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createFallKernel(cell: FallCell): Kernel {
  const plan: FallPlan = {
    jump: cell.mode === 'jump',
    holdFaces: Int32Array.from(cell.steps, (s) => 20 - s.fallFaces),
    saveFaces: Int32Array.from(cell.steps, (s) => s.saveFaces),
    saveRolls: Int32Array.from(cell.steps, (s) => s.saveRolls),
    oHistogram: layoutOffsets(fallLayout(cell))[0] | 0,
    // At most four draws a step: the fall roll and up to three saves.
    buffer: uniformBuffer(4 * cell.steps.length),
  };
  return { run: (state, trials, c) => runFallTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: jump` and `resolve: climb-and-fall`. */
export default defineKernel({ layout: fallLayout, create: createFallKernel });

function runFallTrials(plan: FallPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { jump, holdFaces, saveFaces, saveRolls, oHistogram, buffer } = plan;
  const u = buffer.values;
  const steps = holdFaces.length;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let fellAt = -1;
    let failed = 0;
    for (let k = 0; k < steps; k++) {
      // Climb: "If the result is a 19 or 20 the miniature falls"; a jump always lands (fallFaces 20).
      if (d20RollUnder(u[next++], holdFaces[k]) === 1) continue;
      fellAt = k;
      for (let r = 0; r < saveRolls[k]; r++) failed += d20RollUnder(u[next++], saveFaces[k]) ^ 1;
      break;
    }
    if (jump) {
      c[failed > 0 ? 1 : 0]++;
      c[oHistogram + failed]++;
    } else {
      c[fellAt < 0 ? 0 : failed > 0 ? 2 : 1]++;
      c[oHistogram + (fellAt < 0 ? steps : fellAt + 1)]++;
    }
  }
}
