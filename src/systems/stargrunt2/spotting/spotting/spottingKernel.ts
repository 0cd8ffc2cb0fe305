import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { spotAttempt } from '../spotAttempt.js';
import type { SpottingCell } from './SpottingCell.js';
import { type SpottingDistribution, type SpottingOutcome, spottingQuantities } from './spottingQuantities.js';

interface Plan {
  dice: Int32Array;
  against: number;
  results: Int32Array;
  automatic: number;
  stopAt: number;
  attempts: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: nothing, not_a_unit, flipped, revealed, then attempts_used (0 … attempts; 0 when no roll is needed).
 * @example spottingLayout(cell).distributions[0] // { name: 'attempts_used', size: 3 } for 2 attempts
 */
function spottingLayout(cell: SpottingCell): CounterLayout<SpottingOutcome, SpottingDistribution> {
  return spottingQuantities.layout({ attempts_used: cell.attempts + 1 });
}

/** The Monte Carlo kernel of SPOTTING HIDDEN UNITS: OBSERVE actions on one counter until it is no longer inverted. */
function createSpottingKernel(cell: SpottingCell): Kernel {
  const { spot } = cell;
  const plan: Plan = {
    dice: Int32Array.from(spot.dice),
    against: spot.against | 0,
    results: Int32Array.from(spot.results),
    automatic: spot.automatic | 0,
    stopAt: spot.stopAt | 0,
    attempts: cell.attempts | 0,
    buffer: uniformBuffer(cell.attempts * (1 + spot.dice.length)),
  };
  return { run: (state, trials, c) => runSpotting(plan, state, trials, c) };
}

/** The kernel module of `resolve: spotting`. */
export default defineKernel({ layout: spottingLayout, create: createSpottingKernel });

function runSpotting(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, against, results, automatic, stopAt, attempts, buffer } = plan;
  const u = buffer.values;
  const draws = 1 + dice.length;
  const usedAt = 4;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let best = automatic;
    let used = 0;
    if (against > 0) {
      // Each attempt keeps the best result so far; the next is made only while the counter is still inverted.
      while (used < attempts && best < stopAt) {
        const r = spotAttempt(dice, against, results, u, next);
        next += draws;
        used++;
        if (r > best) best = r;
      }
    }
    c[best]++;
    c[usedAt + used]++;
  }
}
