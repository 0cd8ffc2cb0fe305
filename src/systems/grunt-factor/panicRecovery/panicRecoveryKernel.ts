import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryLayout } from './panicRecoveryLayout.js';

interface RecoveryPlan {
  /** d20 faces that recover, turn by turn. */
  faces: Int32Array;
  oTurns: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of recovering from panic: one LD test per turn until one passes.
 * @example createPanicRecoveryKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createPanicRecoveryKernel(cell: PanicRecoveryCell): Kernel {
  const plan: RecoveryPlan = {
    faces: Int32Array.from(cell.facesByTurn),
    oTurns: layoutOffsets(panicRecoveryLayout(cell))[0] | 0,
    buffer: uniformBuffer(cell.facesByTurn.length),
  };
  return { run: (state, trials, c) => runRecoveryTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: panic-recovery`. */
export default defineKernel({ layout: panicRecoveryLayout, create: createPanicRecoveryKernel });

function runRecoveryTrials(plan: RecoveryPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { faces, oTurns, buffer } = plan;
  const u = buffer.values;
  const turns = faces.length;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let failed = 0;
    while (failed < turns && d20RollUnder(u[next++], faces[failed]) === 0) failed++;
    c[failed < turns ? 0 : 1]++;
    c[oTurns + failed]++;
  }
}
