import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import type { MinefieldCell } from './MinefieldCell.js';
import { type MinefieldDistribution, type MinefieldOutcome, minefieldQuantities } from './minefieldQuantities.js';

/** Uniforms a figure draws: its quality die, then the mine's impact and its armour (drawn whether caught or not). */
const DRAWS_PER_FIGURE = 3;

interface Plan {
  figures: number;
  qualitySides: number;
  caughtFaces: number;
  roll: ImpactVsArmourPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout: no_mine, caught_unhurt, some_casualty, then caught, dead, wounded, casualties (0 … figures each).
 * @example minefieldLayout({ figures: 6, … }).distributions[0] // { name: 'caught', size: 7 }
 */
function minefieldLayout(cell: MinefieldCell): CounterLayout<MinefieldOutcome, MinefieldDistribution> {
  const size = cell.figures + 1;
  return minefieldQuantities.layout({ caught: size, dead: size, wounded: size, casualties: size });
}

/** The Monte Carlo kernel of CONVENTIONAL MINEFIELDS for infantry: each figure's quality die, and a caught figure's D10 against its armour. */
function createMinefieldKernel(cell: MinefieldCell): Kernel {
  const plan: Plan = {
    figures: cell.figures | 0,
    qualitySides: cell.qualitySides | 0,
    caughtFaces: cell.caughtFaces | 0,
    roll: impactVsArmourPlan({ sides: cell.impactSides, multiplier: 1 }, cell.armour, cell.killMultiple),
    buffer: uniformBuffer(DRAWS_PER_FIGURE * cell.figures),
  };
  return { run: (state, trials, c) => runMinefield(plan, state, trials, c) };
}

/** The kernel module of `resolve: minefield`. */
export default defineKernel({ layout: minefieldLayout, create: createMinefieldKernel });

function runMinefield(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { figures, qualitySides, caughtFaces, roll, buffer } = plan;
  const caughtAt = 3;
  const deadAt = caughtAt + figures + 1;
  const woundedAt = deadAt + figures + 1;
  const casualtiesAt = woundedAt + figures + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let caught = 0;
    let dead = 0;
    let wounded = 0;
    for (let f = 0; f < figures; f++) {
      // "For each man, roll the unit's QUALITY DIE": caught on 1–3 (AP) or 1–2 (mixed).
      if (((u[next] * qualitySides) | 0) + 1 <= caughtFaces) {
        caught++;
        const effect = impactVsArmour(roll, u, next + 1);
        if (effect === 2) dead++;
        else if (effect === 1) wounded++;
      }
      next += DRAWS_PER_FIGURE;
    }
    c[caught === 0 ? 0 : dead + wounded === 0 ? 1 : 2]++;
    c[caughtAt + caught]++;
    c[deadAt + dead]++;
    c[woundedAt + wounded]++;
    c[casualtiesAt + dead + wounded]++;
  }
}
