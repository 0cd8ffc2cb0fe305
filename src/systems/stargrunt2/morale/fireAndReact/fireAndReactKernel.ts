import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { clearVolley, fireVolley, VOLLEY, volleyPlan, type VolleyPlan } from '../../fire/fireVolley.js';
import { newLeaderLevel } from '../leaderLoss/newLeaderLevel.js';
import { type FireAndReactCell, fireAndReactLayout } from './FireAndReactCell.js';

const BUFFER = 4096;

interface Plan {
  volley: VolleyPlan;
  /** Results of the volley (see VOLLEY). */
  out: Int32Array;
  leader: number;
  sides: number;
  leadership: number;
  start: number;
  markers: number;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  panicTest: boolean;
  threat: Int32Array;
  levelOfFace: Int32Array;
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of fire-and-react: FIRE AGAINST DISPERSED TARGETS steps 1–4 (the shared fireVolley,
 * noting whether the leader's figure was hit), then the target's suppression markers, the new
 * leader's LV, one confidence test at the threat level of everything the fire did, and the panic test.
 */
export function createFireAndReactKernel(cell: FireAndReactCell): Kernel {
  const fire = cell.fire;
  const volley = volleyPlan(fire);
  const draws = volley.drawsAtMost + 3; // the volley, the new leader's D6, the confidence and panic rolls
  const size = Math.max(BUFFER, 4 * draws);
  const plan: Plan = {
    volley,
    out: new Int32Array(6),
    leader: cell.leader | 0,
    sides: cell.sides | 0,
    leadership: cell.leadership | 0,
    start: cell.start | 0,
    markers: cell.markers | 0,
    halfOrLess: cell.halfOrLess,
    newLeaderTests: cell.newLeaderTests,
    panicTest: cell.panicTest,
    threat: Int32Array.from(cell.threat),
    levelOfFace: Int32Array.from({ length: 6 }, (_, f) => newLeaderLevel(cell.leadership, f + 1)),
    uniforms: new Float64Array(size),
    refillBelow: size - draws,
  };
  return { layout: fireAndReactLayout(cell), run: (state, trials, c) => runFireAndReact(plan, state, trials, c) };
}

function runFireAndReact(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { volley, out, leader, sides, leadership, start, markers } = plan;
  const { halfOrLess, newLeaderTests, panicTest, threat, levelOfFace, uniforms: u, refillBelow } = plan;
  const F = volley.figureState.length;
  const oConfidence = 4;
  const oMarkers = oConfidence + 5;
  const oDead = oMarkers + 4;
  const oWounded = oDead + F + 1;
  const oPanicked = oWounded + F + 1;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    // FIRE AGAINST DISPERSED TARGETS, steps 1–4, noting whether the leader (a figure) was hit.
    next = fireVolley(volley, u, next, out);
    const above = out[VOLLEY.above];
    const dead = out[VOLLEY.dead];
    const wounded = out[VOLLEY.wounded];
    const leaderHit = volley.figureState[leader] > 0 ? 1 : 0;
    clearVolley(volley, out);
    const suppressed = above > 0 ? 1 : 0;
    // LOSS OF UNIT LEADER: the D6 for the second-in-command.
    const level = leaderHit === 1 ? levelOfFace[(u[next++] * 6) | 0] : leadership;
    const lv = newLeaderTests ? level : leadership;
    const t = threat[((suppressed * (F + 1) + dead) * (F + 1) + wounded) * 2 + leaderHit];
    let drop = 0;
    if (t < 0) c[0]++;
    else {
      const needed = lv + t;
      const roll = ((u[next++] * sides) | 0) + 1;
      const twice = 2 * roll;
      drop = roll > needed ? 0 : (halfOrLess ? twice <= needed : twice < needed) ? 2 : 1;
      c[1 + drop]++;
    }
    const after = start + drop;
    c[oConfidence + (after > 4 ? 4 : after)]++;
    const m = markers + suppressed + leaderHit;
    c[oMarkers + (m > 3 ? 3 : m)]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    // PANIC: Green troops fired on for the first time test at TL 0.
    c[oPanicked + (panicTest ? ((((u[next++] * sides) | 0) + 1 - lv - 1) >>> 31) : 0)]++;
  }
}
