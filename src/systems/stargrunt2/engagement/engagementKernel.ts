import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../dice/uniformDraws.js';
import type { EngagementCell } from './EngagementCell.js';
import { engagementLayout } from './engagementQuantities.js';
import { engagementState, type EngagementState } from './EngagementState.js';
import { playEngagement } from './playEngagement.js';

interface Plan {
  state: EngagementState;
  draws: UniformDraws;
  /** Where each distribution starts, in engagementLayout's order. */
  offsets: Int32Array;
}

/** The Monte Carlo kernel of an engagement: playEngagement, trial after trial, each counted. */
export function createEngagementKernel(cell: EngagementCell): Kernel {
  const plan: Plan = {
    state: engagementState(cell),
    draws: new UniformDraws(LARGE_BUFFER_SIZE),
    offsets: Int32Array.from(layoutOffsets(engagementLayout(cell))),
  };
  return { run: (state, trials, counters) => runEngagements(plan, state, trials, counters) };
}

/** The kernel module of `resolve: engagement`. */
export default defineKernel({ layout: engagementLayout, create: createEngagementKernel });

function runEngagements(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { state: s, draws, offsets } = plan;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    playEngagement(s, draws);
    countEngagement(s, offsets, c);
  }
}

/** Adds one played engagement into the counters (outcome, then every distribution in engagementLayout's order). */
export function countEngagement(s: EngagementState, o: Int32Array, c: Float64Array): void {
  const { cell } = s;
  c[s.winner < 0 ? 2 : s.winner]++;
  let k = 0;
  c[o[k++] + (s.winner < 0 ? 0 : s.decidedIn)]++;
  for (let side = 0; side < 2; side++) {
    let dead = 0;
    let wounded = 0;
    let captured = 0;
    let lost = 0;
    for (let i = 0; i < s.units; i++) {
      if (cell.units[i].side !== side) continue;
      dead += s.dead[i];
      wounded += s.untreated[i] + s.stabilised[i];
      captured += s.captured[i];
      lost += s.actionsLost[i];
    }
    c[o[k++] + dead]++;
    c[o[k++] + wounded]++;
    c[o[k++] + captured]++;
    c[o[k++] + lost]++;
  }
  for (let i = 0; i < s.units; i++) {
    c[o[k++] + s.confidence[i]]++;
    c[o[k++] + s.healthy[i]]++;
    c[o[k++] + s.fightingTurns[i]]++;
  }
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < cell.turns; t++) c[o[k++] + s.casualtiesAfterTurn[side * cell.turns + t]]++;
  }
}
