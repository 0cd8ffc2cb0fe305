import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { type FireExposureCell, fireExposureArmour } from './FireExposureCell.js';
import {
  type FireExposureDistribution,
  type FireExposureOutcome,
  fireExposureQuantities,
} from './fireExposureQuantities.js';

/** Uniforms a figure draws at each entry: the fire's D4 and its armour die (drawn whether it still rolls or not). */
const DRAWS_PER_ROLL = 2;

interface Plan {
  figures: number;
  entries: number;
  roll: ImpactVsArmourPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout: unhurt, some_casualty, then dead, wounded, casualties (0 … figures each).
 * @example fireExposureLayout({ figures: 6, … }).distributions[0] // { name: 'dead', size: 7 }
 */
function fireExposureLayout(cell: FireExposureCell): CounterLayout<FireExposureOutcome, FireExposureDistribution> {
  const size = cell.figures + 1;
  return fireExposureQuantities.layout({ dead: size, wounded: size, casualties: size });
}

/** The Monte Carlo kernel of a unit within 3" of a FIRE marker: each figure's armour against the fire's D4, entry by entry. */
function createFireExposureKernel(cell: FireExposureCell): Kernel {
  const plan: Plan = {
    figures: cell.figures | 0,
    entries: cell.entries | 0,
    roll: impactVsArmourPlan({ sides: cell.fireSides, multiplier: 1 }, fireExposureArmour(cell), cell.killMultiple),
    buffer: uniformBuffer(DRAWS_PER_ROLL * cell.figures * cell.entries),
  };
  return { run: (state, trials, c) => runFireExposure(plan, state, trials, c) };
}

/** The kernel module of `resolve: fire-exposure`. */
export default defineKernel({ layout: fireExposureLayout, create: createFireExposureKernel });

function runFireExposure(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { figures, entries, roll, buffer } = plan;
  const deadAt = 2;
  const woundedAt = deadAt + figures + 1;
  const casualtiesAt = woundedAt + figures + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let dead = 0;
    let wounded = 0;
    for (let f = 0; f < figures; f++) {
      // "if the fire roll beats the Armour roll then the figure will become a casualty": it rolls no more after.
      for (let e = 0; e < entries; e++) {
        const effect = impactVsArmour(roll, u, next + DRAWS_PER_ROLL * e);
        if (effect === 0) continue;
        if (effect === 2) dead++;
        else wounded++;
        break;
      }
      next += DRAWS_PER_ROLL * entries;
    }
    c[dead + wounded === 0 ? 0 : 1]++;
    c[deadAt + dead]++;
    c[woundedAt + wounded]++;
    c[casualtiesAt + dead + wounded]++;
  }
}
