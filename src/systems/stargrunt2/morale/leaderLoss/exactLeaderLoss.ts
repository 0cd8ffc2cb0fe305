import { Dist } from '../../../../dice/exact/Dist.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceDrop } from '../confidenceDrop.js';
import type { LeaderLossCell } from './LeaderLossCell.js';
import { newLeaderLevel } from './newLeaderLevel.js';

/**
 * Exact evaluator of LOSS OF UNIT LEADER: every D6 face for the new LV × every face of the quality die.
 * Kernel layout: pass, drop_1, drop_2, no_test, new_leadership 0..3, confidence_after 0..4.
 */
export function exactLeaderLoss(cell: LeaderLossCell): Float64Array {
  const out = new Float64Array(13);
  const level = Dist.uniform(6).map((face) => newLeaderLevel(cell.leadership, face));
  for (const [lv, p] of level.entries()) out[4 + lv] += p;
  if (cell.threat < 0) {
    out[3] = 1;
    out[8 + cell.start] = 1;
    return out;
  }
  const drop = level.chain((lv) => {
    const needed = (cell.newLeaderTests ? lv : cell.leadership) + cell.threat;
    return Dist.uniform(cell.sides).map((roll) => confidenceDrop(roll, needed, cell.halfOrLess));
  });
  for (const [d, p] of drop.entries()) {
    out[d] += p;
    out[8 + Math.min(ROUTED, cell.start + d)] += p;
  }
  return out;
}
