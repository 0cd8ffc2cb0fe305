import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../../steps/opposedRollListed.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import { type OpposedRollOutcome, opposedRollQuantities } from './opposedRollQuantities.js';

interface Plan {
  dice: Int32Array;
  /** Listed or multiplied acting dice: their face tables (opposedRollListed); null for plain d-N dice. */
  listed: { faceStart: Int32Array; faces: Int32Array } | null;
  against: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of an opposed roll: failure, minor_success, major_success.
 * @example opposedRollLayout().outcomes // ['failure', 'minor_success', 'major_success']
 */
function opposedRollLayout(): CounterLayout<OpposedRollOutcome, never> {
  return opposedRollQuantities.layout({});
}

/** The Monte Carlo kernel of a SINGLE or MULTIPLE OPPOSED ROLL: the opposing die, then each acting die against it. */
function createOpposedRollKernel(cell: OpposedRollCell): Kernel {
  const plan: Plan = {
    dice: Int32Array.from(cell.dice),
    listed: cell.faces ? listedFaceTables(cell.dice, cell.faces) : null,
    against: cell.against | 0,
    buffer: uniformBuffer(cell.dice.length + 1),
  };
  return { run: (state, trials, c) => runOpposedRolls(plan, state, trials, c) };
}

/** The kernel module of `resolve: opposed-roll`. */
export default defineKernel({ layout: opposedRollLayout, create: createOpposedRollKernel });

function runOpposedRolls(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, listed, against, buffer } = plan;
  const u = buffer.values;
  const draws = 1 + dice.length;
  const counts = [0, 0, 0];
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const score =
      listed === null
        ? opposedRoll(dice, against, u, next)
        : opposedRollListed(dice, listed.faceStart, listed.faces, against, u, next);
    const above = score >>> 16;
    next += draws;
    counts[above < 2 ? above : 2]++;
  }
  for (let i = 0; i < 3; i++) c[i] += counts[i];
}
