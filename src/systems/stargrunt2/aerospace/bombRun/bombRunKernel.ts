import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { type BombRunCell, caughtAt } from './BombRunCell.js';
import { bombRunLayout } from './bombRunLayout.js';

const MISSED = 0;
const SUPPRESSED_ONLY = 1;
const CASUALTIES = 2;

interface Plan {
  cell: BombRunCell;
  bombs: number;
  stick: boolean;
  hovering: boolean;
  figures: number;
  hit: ImpactVsArmourPlan;
  /** Per figure: wounds taken (a kill counts two). Reset every trial. */
  wounds: Int32Array;
  buffer: UniformBuffer;
  offsets: number[];
}

/**
 * The Monte Carlo kernel of DEADFALL bombs: per bomb a D6 (from the last impact for a stick, from the craft
 * otherwise; none when hovering), and for each burst that catches the unit every figure's impact against armour
 * (CASUALTIES FROM ARTILLERY FIRE: "a figure that takes more than one WOUND is considered DEAD").
 */
function createBombRunKernel(cell: BombRunCell): Kernel {
  const plan: Plan = {
    cell,
    bombs: cell.bombs | 0,
    stick: cell.stick,
    hovering: cell.hovering,
    figures: cell.figures | 0,
    hit: impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    wounds: new Int32Array(cell.figures),
    buffer: uniformBuffer(cell.bombs * (1 + 2 * cell.figures)),
    offsets: layoutOffsets(bombRunLayout(cell)),
  };
  return { run: (state, trials, c) => runBombRuns(plan, state, trials, c) };
}

/** The kernel module of `resolve: bomb-run`. */
export default defineKernel({ layout: bombRunLayout, create: createBombRunKernel });

function runBombRuns(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { cell, bombs, stick, hovering, figures, hit, wounds, buffer } = plan;
  const [oBursts, oDead, oWounded, oFarthest] = plan.offsets;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    wounds.fill(0);
    let at = 0;
    let farthest = 0;
    let bursts = 0;
    for (let b = 0; b < bombs; b++) {
      if (!hovering) {
        const d6 = ((u[next++] * 6) | 0) + 1;
        at = stick ? at + d6 : d6;
      }
      if (at > farthest) farthest = at;
      if (!caughtAt(cell, at)) continue;
      bursts++;
      for (let f = 0; f < figures; f++) {
        wounds[f] += impactVsArmour(hit, u, next);
        next += 2;
      }
    }
    let dead = 0;
    let wounded = 0;
    for (let f = 0; f < figures; f++) {
      if (wounds[f] >= 2) dead++;
      else if (wounds[f] === 1) wounded++;
    }
    c[bursts === 0 ? MISSED : dead + wounded > 0 ? CASUALTIES : SUPPRESSED_ONLY]++;
    c[oBursts + bursts]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    c[oFarthest + farthest]++;
  }
}
