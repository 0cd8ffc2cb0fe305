import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type LeaderLossCell, leaderLossLayout } from './LeaderLossCell.js';
import { newLeaderLevel } from './newLeaderLevel.js';

const BUFFER = 2048;

interface Plan {
  sides: number;
  threat: number;
  start: number;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  /** New LV by D6 face − 1. */
  levelOfFace: Int32Array;
  leadership: number;
  uniforms: Float64Array;
}

/** The Monte Carlo kernel of LOSS OF UNIT LEADER: the D6 for the new leader's LV, then the confidence test. */
export function createLeaderLossKernel(cell: LeaderLossCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    threat: cell.threat | 0,
    start: cell.start | 0,
    halfOrLess: cell.halfOrLess,
    newLeaderTests: cell.newLeaderTests,
    levelOfFace: Int32Array.from({ length: 6 }, (_, f) => newLeaderLevel(cell.leadership, f + 1)),
    leadership: cell.leadership | 0,
    uniforms: new Float64Array(BUFFER),
  };
  return { layout: leaderLossLayout(), run: (state, trials, c) => runLeaderLosses(plan, state, trials, c) };
}

function runLeaderLosses(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, threat, start, halfOrLess, newLeaderTests, levelOfFace, leadership, uniforms: u } = plan;
  const oLevel = 4;
  const oConfidence = 8;
  const refillBelow = u.length - 2;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    const level = levelOfFace[(u[next++] * 6) | 0];
    c[oLevel + level]++;
    if (threat < 0) {
      c[3]++;
      c[oConfidence + start]++;
      continue;
    }
    const needed = (newLeaderTests ? level : leadership) + threat;
    const roll = ((u[next++] * sides) | 0) + 1;
    const twice = 2 * roll;
    const drop = roll > needed ? 0 : (halfOrLess ? twice <= needed : twice < needed) ? 2 : 1;
    c[drop]++;
    const after = start + drop;
    c[oConfidence + (after > 4 ? 4 : after)]++;
  }
}
