import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { RallyCell } from './RallyCell.js';
import { type RallyDistribution, type RallyOutcome, rallyQuantities } from './rallyQuantities.js';

interface Plan {
  commSides: number;
  /** -1 when the communication is automatic. */
  commNeeded: number;
  sides: number;
  needed: number;
  start: number;
  raisedTo: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a rally: communication_failed, rally_failed, rallied, then confidence_after (0..4).
 * @example rallyLayout().outcomes // ['communication_failed', 'rally_failed', 'rallied']
 */
function rallyLayout(): CounterLayout<RallyOutcome, RallyDistribution> {
  return rallyQuantities.layout({ confidence_after: CONFIDENCE_LEVEL_COUNT });
}

/** The Monte Carlo kernel of THE RALLY ACTION: the communication roll, then the rally roll. */
function createRallyKernel(cell: RallyCell): Kernel {
  const plan: Plan = {
    commSides: cell.communication.sides | 0,
    commNeeded: cell.communication.automatic ? -1 : cell.communication.needed | 0,
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    start: cell.start | 0,
    raisedTo: cell.raisedTo | 0,
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runRallies(plan, state, trials, c) };
}

/** The kernel module of `resolve: rally`. */
export default defineKernel({ layout: rallyLayout, create: createRallyKernel });

function runRallies(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { commSides, commNeeded, sides, needed, start, raisedTo, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  let commFailed = 0;
  let rallied = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    if (commNeeded >= 0 && reactionTest(commSides, commNeeded, u, next++) === 0) {
      commFailed++;
      continue;
    }
    rallied += reactionTest(sides, needed, u, next++);
  }
  c[0] += commFailed;
  c[1] += trials - commFailed - rallied;
  c[2] += rallied;
  c[3 + raisedTo] += rallied;
  c[3 + start] += trials - rallied;
}
