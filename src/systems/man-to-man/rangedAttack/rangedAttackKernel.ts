import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import { rangedAttackLayout } from './rangedAttackLayout.js';

const UNIFORM_BUFFER = 4096;

interface RangedAttackPlan {
  shots: number;
  highestHit: number;
  dice: number;
  /** [woundMax, incapacitateMax] unhurt, then hurt. */
  limits: Int32Array;
  startState: number;
  jamEndsFire: boolean;
  possible: boolean;
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of a ranged attack (4.0 to 4.5): for each shot 3d6 against the modified DEX
 * with the criticals of 4.4, then the damage dice against STR (4.5).
 */
export function createRangedAttackKernel(cell: RangedAttackCell): Kernel {
  const layout = rangedAttackLayout(cell);
  const drawsPerTrial = cell.shots * (3 + cell.damageDice);
  const size = Math.max(UNIFORM_BUFFER, 4 * drawsPerTrial);
  const [a, b] = cell.limits;
  const plan: RangedAttackPlan = {
    shots: cell.shots | 0,
    highestHit: cell.highestHit | 0,
    dice: cell.damageDice | 0,
    limits: Int32Array.of(a.woundMax, a.incapacitateMax, b.woundMax, b.incapacitateMax),
    startState: cell.startState | 0,
    jamEndsFire: cell.jamEndsFire,
    possible: cell.possible,
    uniforms: new Float64Array(size),
    refillBelow: size - drawsPerTrial,
  };
  return { layout, run: (state, trials, counters) => runRangedAttackTrials(plan, state, trials, counters) };
}

function runRangedAttackTrials(plan: RangedAttackPlan, rng: Uint32Array, trials: number, c: Float64Array): void {
  const hitsAt = 5;
  if (!plan.possible) {
    c[0] += trials;
    c[hitsAt] += trials;
    return;
  }
  const shots = plan.shots;
  const highestHit = plan.highestHit;
  const dice = plan.dice;
  const limits = plan.limits;
  const startState = plan.startState;
  const jamEndsFire = plan.jamEndsFire;
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(rng, u);
      next = 0;
    }
    let state = startState;
    let hits = 0;
    let jammed = 0;
    for (let s = 0; s < shots; s++) {
      const roll = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
      if (roll >= 16) {
        if (roll >= 17) {
          jammed = 1;
          if (jamEndsFire) break;
        }
        continue; // 16: misfire
      }
      if (roll > 5 && roll > highestHit) continue;
      hits++;
      if (roll === 3) {
        state = 3; // critical hit: killed instantly
        continue;
      }
      let damage = 0;
      for (let d = 0; d < dice; d++) damage += ((u[next++] * 6) | 0) + 1;
      if (roll === 4) damage *= 2;
      const l = state > 0 ? 2 : 0;
      const level = damage <= limits[l] ? (state > 0 ? 2 : 1) : damage <= limits[l + 1] ? 2 : 3;
      if (level > state) state = level;
    }
    c[hits > 0 ? state : jammed * 4]++;
    c[hitsAt + hits]++;
  }
}
