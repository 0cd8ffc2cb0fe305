import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { type LeaderLossPlan, leaderLoss } from '../../steps/leaderLoss.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { LeaderLossCell } from './LeaderLossCell.js';
import { type LeaderLossDistribution, type LeaderLossOutcome, leaderLossQuantities } from './leaderLossQuantities.js';

interface Plan {
  sides: number;
  threat: number;
  start: number;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  newLeader: LeaderLossPlan;
  leadership: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: pass, drop_1, drop_2, no_test, then new_leadership (0..3, 0 unused) and confidence_after (0..4).
 * @example leaderLossLayout().distributions.map((d) => d.name) // ['new_leadership', 'confidence_after']
 */
function leaderLossLayout(): CounterLayout<LeaderLossOutcome, LeaderLossDistribution> {
  return leaderLossQuantities.layout({ new_leadership: 4, confidence_after: CONFIDENCE_LEVEL_COUNT });
}

/** The Monte Carlo kernel of LOSS OF UNIT LEADER: the D6 for the new leader's LV, then the confidence test. */
function createLeaderLossKernel(cell: LeaderLossCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    threat: cell.threat | 0,
    start: cell.start | 0,
    halfOrLess: cell.halfOrLess,
    newLeaderTests: cell.newLeaderTests,
    newLeader: { levelOfFace: Int32Array.from(cell.levelOfFace) },
    leadership: cell.leadership | 0,
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runLeaderLosses(plan, state, trials, c) };
}

/** The kernel module of `resolve: leader-loss`. */
export default defineKernel({ layout: leaderLossLayout, create: createLeaderLossKernel });

function runLeaderLosses(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, threat, start, halfOrLess, newLeaderTests, newLeader, leadership, buffer } = plan;
  const oLevel = 4;
  const oConfidence = 8;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const level = leaderLoss(newLeader, u, next++);
    c[oLevel + level]++;
    if (threat < 0) {
      c[3]++;
      c[oConfidence + start]++;
      continue;
    }
    const drop = confidenceTest(sides, (newLeaderTests ? level : leadership) + threat, halfOrLess, u, next++);
    c[drop]++;
    const after = start + drop;
    c[oConfidence + (after > ROUTED ? ROUTED : after)]++;
  }
}
