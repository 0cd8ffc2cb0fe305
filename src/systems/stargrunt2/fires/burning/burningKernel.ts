import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type BurningCell, FIRES_SHOWN, maxClouds, maxFires } from './BurningCell.js';
import { type BurningDistribution, type BurningOutcome, burningQuantities } from './burningQuantities.js';

interface Plan {
  flamerUses: number;
  startOn: number;
  fires: number;
  turns: number;
  fighters: number;
  fighterSides: number;
  putOutFrom: number;
  fightFrom: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: the three outcomes, then turn_out (0 … turns + 1), fires (0 … FIRES_SHOWN) and clouds (0 … 6 + turns).
 * @example burningLayout(cell).distributions[0] // { name: 'turn_out', size: 6 } for 4 turns
 */
function burningLayout(cell: BurningCell): CounterLayout<BurningOutcome, BurningDistribution> {
  return burningQuantities.layout({ turn_out: cell.turns + 2, fires: FIRES_SHOWN + 1, clouds: maxClouds(cell) + 1 });
}

/**
 * The Monte Carlo kernel of FIRES, FLAME AND INCENDIARY WEAPONS and SMOKE: the flamer's D6s, then each turn the
 * firefighters' dice and, at the Turn End Phase, a D6 per marker (1 out, 6 spreads) and the first fire's smoke D6.
 */
function createBurningKernel(cell: BurningCell): Kernel {
  // A trial draws at most: the flamer's dice and the first smoke D6, each turn the firefighters' dice and the first
  // fire's smoke D6, and one D6 per marker at each Turn End Phase (markers at most double each turn: maxFires in all).
  const draws = cell.flamerUses + 1 + cell.turns * (cell.fighters + 1) + maxFires(cell);
  const plan: Plan = {
    flamerUses: cell.flamerUses | 0,
    startOn: cell.startOn | 0,
    fires: cell.fires | 0,
    turns: cell.turns | 0,
    fighters: cell.fighters | 0,
    fighterSides: cell.fighterSides | 0,
    putOutFrom: cell.putOutFrom | 0,
    fightFrom: cell.fightFrom | 0,
    buffer: uniformBuffer(draws),
  };
  return { run: (state, trials, c) => runBurning(plan, state, trials, c) };
}

/** The kernel module of `resolve: burning`. */
export default defineKernel({ layout: burningLayout, create: createBurningKernel });

const NOT_STARTED = 0;
const OUT = 1;
const BURNING = 2;

function runBurning(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { flamerUses, startOn, fires, turns, fighters, fighterSides, putOutFrom, fightFrom, buffer } = plan;
  const turnOutAt = 3;
  const firesAt = turnOutAt + turns + 2;
  const cloudsAt = firesAt + FIRES_SHOWN + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let n = fires;
    for (let k = 0; k < flamerUses; k++) if (((u[next++] * 6) | 0) + 1 >= startOn) n++;
    if (n === 0) {
      c[NOT_STARTED]++;
      c[turnOutAt]++;
      c[firesAt]++;
      c[cloudsAt]++;
      continue;
    }
    // The first marker placed is followed with its smoke line: "When the fire starts, roll a D6 and place that number".
    let first = 1;
    let clouds = ((u[next++] * 6) | 0) + 1;
    let outTurn = 0;
    for (let turn = 1; turn <= turns && n > 0; turn++) {
      if (turn >= fightFrom && fighters > 0) {
        // Each unit's whole activation against one fire, the first fire while it burns; "4 OR BETTER" puts it out.
        for (let f = 0; f < fighters && n > 0; f++) {
          if (((u[next++] * fighterSides) | 0) + 1 >= putOutFrom) {
            n--;
            first = 0;
            clouds = 0;
          }
        }
        if (n === 0) {
          outTurn = turn;
          break;
        }
      }
      // TURN END PHASE: a D6 per marker on the table; markers placed by spreading are first rolled next turn.
      let spread = 0;
      const rolled = n;
      for (let k = 0; k < rolled; k++) {
        const r = ((u[next++] * 6) | 0) + 1;
        if (r === 1) {
          n--;
          if (k === 0 && first === 1) {
            first = 0;
            clouds = 0;
          }
        } else if (r === 6) spread++;
      }
      n += spread;
      if (first === 1) {
        // "on a 1 remove all the smoke, on a 2 remove one cloud ..., on a 5 or 6 add an extra cloud"
        const s = ((u[next++] * 6) | 0) + 1;
        if (s === 1) clouds = 0;
        else if (s === 2) clouds = clouds > 0 ? clouds - 1 : 0;
        else if (s >= 5) clouds++;
      }
      if (n === 0) outTurn = turn;
    }
    c[n === 0 ? OUT : BURNING]++;
    c[turnOutAt + (n === 0 ? outTurn : turns + 1)]++;
    c[firesAt + (n < FIRES_SHOWN ? n : FIRES_SHOWN)]++;
    c[cloudsAt + clouds]++;
  }
}
