import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../../steps/opposedRollListed.js';
import type { SpeculativeFireCell } from './SpeculativeFireCell.js';
import {
  type SpeculativeFireDistribution,
  type SpeculativeFireOutcome,
  speculativeFireQuantities,
} from './speculativeFireQuantities.js';

interface Plan {
  dice: Int32Array;
  /** A house die with listed faces: the face tables of the opposed roll (opposedRollListed); null otherwise. */
  listed: { faceStart: Int32Array; faces: Int32Array } | null;
  against: number;
  flips: number;
  attempts: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: no_effect, flipped_suppressed, then fire_actions (0 … attempts; 0 never occurs).
 * @example speculativeFireLayout(cell).distributions[0] // { name: 'fire_actions', size: 3 } for 2 attempts
 */
function speculativeFireLayout(
  cell: SpeculativeFireCell,
): CounterLayout<SpeculativeFireOutcome, SpeculativeFireDistribution> {
  return speculativeFireQuantities.layout({ fire_actions: cell.attempts + 1 });
}

/** The Monte Carlo kernel of FIRING AT UNLOCATED TARGETS: STEP 1 of fire, again until a major success flips the counter. */
function createSpeculativeFireKernel(cell: SpeculativeFireCell): Kernel {
  const plan: Plan = {
    dice: Int32Array.from(cell.dice),
    listed: cell.faces ? listedFaceTables(cell.dice, cell.faces) : null,
    against: cell.against | 0,
    flips: cell.flips ? 1 : 0,
    attempts: cell.attempts | 0,
    buffer: uniformBuffer(cell.attempts * (1 + cell.dice.length)),
  };
  return { run: (state, trials, c) => runSpeculativeFire(plan, state, trials, c) };
}

/** The kernel module of `resolve: speculative-fire`. */
export default defineKernel({ layout: speculativeFireLayout, create: createSpeculativeFireKernel });

function runSpeculativeFire(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, listed, against, flips, attempts, buffer } = plan;
  const u = buffer.values;
  const draws = 1 + dice.length;
  const actionsAt = 2;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let flipped = 0;
    let used = 0;
    while (used < attempts && flipped === 0) {
      used++;
      // An impossible fire (range die past D12) rolls nothing and does nothing.
      if (against === 0) continue;
      // "there is NO EFFECT from the fire UNLESS the firer manages to beat the target's best roll with TWO DICE OR MORE"
      const score =
        listed === null
          ? opposedRoll(dice, against, u, next)
          : opposedRollListed(dice, listed.faceStart, listed.faces, against, u, next);
      const above = score >>> 16;
      next += draws;
      if (above >= 2) flipped = flips;
    }
    c[flipped]++;
    c[actionsAt + used]++;
  }
}
