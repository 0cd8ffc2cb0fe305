import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type RallyCell, rallyLayout } from './RallyCell.js';

const BUFFER = 2048;

interface Plan {
  commSides: number;
  /** -1 when the communication is automatic. */
  commNeeded: number;
  sides: number;
  needed: number;
  start: number;
  uniforms: Float64Array;
}

/** The Monte Carlo kernel of THE RALLY ACTION: the communication roll, then the rally roll. */
export function createRallyKernel(cell: RallyCell): Kernel {
  const plan: Plan = {
    commSides: cell.communication.sides | 0,
    commNeeded: cell.communication.automatic ? -1 : cell.communication.needed | 0,
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    start: cell.start | 0,
    uniforms: new Float64Array(BUFFER),
  };
  return { layout: rallyLayout(), run: (state, trials, c) => runRallies(plan, state, trials, c) };
}

function runRallies(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { commSides, commNeeded, sides, needed, start, uniforms: u } = plan;
  const refillBelow = u.length - 2;
  let next = u.length;
  let commFailed = 0;
  let rallied = 0;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    if (commNeeded >= 0 && ((u[next++] * commSides) | 0) + 1 <= commNeeded) {
      commFailed++;
      continue;
    }
    rallied += (needed - (((u[next++] * sides) | 0) + 1)) >>> 31;
  }
  c[0] += commFailed;
  c[1] += trials - commFailed - rallied;
  c[2] += rallied;
  c[3 + start - 1] += rallied;
  c[3 + start] += trials - rallied;
}
