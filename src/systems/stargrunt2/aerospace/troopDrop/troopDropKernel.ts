import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { SCATTER_DIE, SCATTER_INJURED_FACE } from '../data/aerospace.js';
import type { TroopDropCell } from './TroopDropCell.js';
import { troopDropLayout } from './troopDropLayout.js';

const UNHARMED = 0;
const CASUALTIES = 1;
const STRANDED = 2;

interface Plan {
  method: number;
  figures: number;
  qualitySides: number;
  atMost: number;
  scatterMultiplier: number;
  clearingRadius: number;
  lostAtMost: number;
  buffer: UniformBuffer;
  offsets: number[];
}

const METHODS = { landing: 0, hover: 1, insertion: 2 } as const;

/**
 * The Monte Carlo kernel of LANDING ZONES (the crew's quality die on an obstructed LZ), DROPPING TROOPS FROM
 * HOVERING CRAFT (the quality die per man) and HIGH-ALTITUDE OR ORBITAL INSERTION (per man the D10 distance, a
 * natural 1 injured; beyond the clearing the unit's quality die for his loss).
 */
function createTroopDropKernel(cell: TroopDropCell): Kernel {
  const plan: Plan = {
    method: METHODS[cell.method],
    figures: cell.figures | 0,
    qualitySides: cell.qualitySides | 0,
    atMost: cell.atMost | 0,
    scatterMultiplier: cell.scatterMultiplier | 0,
    clearingRadius: cell.clearingRadius,
    lostAtMost: cell.lostAtMost | 0,
    buffer: uniformBuffer(1 + 2 * cell.figures),
    offsets: layoutOffsets(troopDropLayout(cell)),
  };
  return { run: (state, trials, c) => runTroopDrops(plan, state, trials, c) };
}

/** The kernel module of `resolve: troop-drop`. */
export default defineKernel({ layout: troopDropLayout, create: createTroopDropKernel });

function runTroopDrops(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { method, figures, qualitySides, atMost, scatterMultiplier, clearingRadius, lostAtMost, buffer } = plan;
  const [oInjured, oLost, oFarthest] = plan.offsets;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let outcome = UNHARMED;
    let injured = 0;
    let lost = 0;
    let farthest = 0;
    if (method === METHODS.landing) {
      // Only an obstructed LZ is rolled for; the troops are down unhurt either way.
      if (atMost > 0 && ((u[next++] * qualitySides) | 0) + 1 <= atMost) outcome = STRANDED;
    } else if (method === METHODS.hover) {
      for (let k = 0; k < figures; k++) if (((u[next++] * qualitySides) | 0) + 1 <= atMost) injured++;
    } else {
      for (let k = 0; k < figures; k++) {
        const face = ((u[next++] * SCATTER_DIE) | 0) + 1;
        const distance = face * scatterMultiplier;
        // Beyond the clearing he comes down in the terrain: the unit's quality die decides whether he is lost.
        if (lostAtMost > 0 && distance > clearingRadius && ((u[next++] * qualitySides) | 0) + 1 <= lostAtMost) {
          lost++;
          continue;
        }
        if (face === SCATTER_INJURED_FACE) injured++;
        if (distance > farthest) farthest = distance;
      }
    }
    if (injured + lost > 0) outcome = CASUALTIES;
    c[outcome]++;
    c[oInjured + injured]++;
    c[oLost + lost]++;
    c[oFarthest + farthest]++;
  }
}
