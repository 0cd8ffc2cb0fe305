import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer, uniformBufferSize } from '../../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../../dice/uniformDraws.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { clearVolley, fireVolley, VOLLEY, type VolleyPlan, volleyPlan } from '../../fire/fireVolley.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { type LeaderLossPlan, leaderLoss, leaderLossPlan } from '../../steps/leaderLoss.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { FireAndReactCell } from './FireAndReactCell.js';
import {
  type FireAndReactDistribution,
  type FireAndReactOutcome,
  fireAndReactQuantities,
} from './fireAndReactQuantities.js';

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
  newLeader: LeaderLossPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout: the confidence test's outcome (no_test, pass, drop_1, drop_2), then confidence_after (0..4),
 * suppression_markers (0..3), dead and wounded (0..figures), panicked (0..1).
 * @example fireAndReactLayout(cell).distributions.map((d) => d.name) // ['confidence_after', 'suppression_markers', 'dead', 'wounded', 'panicked']
 */
function fireAndReactLayout(cell: FireAndReactCell): CounterLayout<FireAndReactOutcome, FireAndReactDistribution> {
  const figures = cell.fire.figures + 1;
  return fireAndReactQuantities.layout({
    confidence_after: CONFIDENCE_LEVEL_COUNT,
    suppression_markers: 4,
    dead: figures,
    wounded: figures,
    panicked: 2,
  });
}

/**
 * The Monte Carlo kernel of fire-and-react: FIRE AGAINST DISPERSED TARGETS steps 1–4 (the shared fireVolley,
 * noting whether the leader's figure was hit), then the target's suppression markers, the new
 * leader's LV, one confidence test at the threat level of everything the fire did, and the panic test.
 */
function createFireAndReactKernel(cell: FireAndReactCell): Kernel {
  const volley = volleyPlan(cell.fire);
  const draws = volley.drawsAtMost + 3; // the volley, the new leader's D6, the confidence and panic rolls
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
    newLeader: leaderLossPlan(cell.leadership),
    buffer: uniformBuffer(draws, uniformBufferSize(draws, LARGE_BUFFER_SIZE)),
  };
  return { run: (state, trials, c) => runFireAndReact(plan, state, trials, c) };
}

/** The kernel module of `resolve: fire-and-react`. */
export default defineKernel({ layout: fireAndReactLayout, create: createFireAndReactKernel });

function runFireAndReact(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { volley, out, leader, sides, leadership, start, markers } = plan;
  const { halfOrLess, newLeaderTests, panicTest, threat, newLeader, buffer } = plan;
  const F = volley.figureState.length;
  const oConfidence = 4;
  const oMarkers = oConfidence + CONFIDENCE_LEVEL_COUNT;
  const oDead = oMarkers + 4;
  const oWounded = oDead + F + 1;
  const oPanicked = oWounded + F + 1;
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    // FIRE AGAINST DISPERSED TARGETS, steps 1–4, noting whether the leader (a figure) was hit.
    next = fireVolley(volley, u, next, out);
    const above = out[VOLLEY.above];
    const dead = out[VOLLEY.dead];
    const wounded = out[VOLLEY.wounded];
    const leaderHit = volley.figureState[leader] > 0 ? 1 : 0;
    clearVolley(volley, out);
    const suppressed = above > 0 ? 1 : 0;
    // LOSS OF UNIT LEADER: the D6 for the second-in-command.
    const level = leaderHit === 1 ? leaderLoss(newLeader, u, next++) : leadership;
    const lv = newLeaderTests ? level : leadership;
    const t = threat[((suppressed * (F + 1) + dead) * (F + 1) + wounded) * 2 + leaderHit];
    let drop = 0;
    if (t < 0) c[0]++;
    else {
      drop = confidenceTest(sides, lv + t, halfOrLess, u, next++);
      c[1 + drop]++;
    }
    const after = start + drop;
    c[oConfidence + (after > ROUTED ? ROUTED : after)]++;
    const m = markers + suppressed + leaderHit;
    c[oMarkers + (m > 3 ? 3 : m)]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    // PANIC: Green troops fired on for the first time test at TL 0; a failed test panics.
    c[oPanicked + (panicTest ? reactionTest(sides, lv, u, next++) ^ 1 : 0)]++;
  }
}
