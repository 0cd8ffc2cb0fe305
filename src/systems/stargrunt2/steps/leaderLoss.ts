import { newLeaderLevel } from '../morale/leaderLoss/newLeaderLevel.js';

/** What the new leader's D6 reads, precomputed once per fallen leader. */
export interface LeaderLossPlan {
  /** The new leader's LV by D6 face − 1. */
  levelOfFace: Int32Array;
}

/**
 * The plan for a fallen leader of Leadership Value `leadership` (LOSS OF UNIT LEADER: 1–2 one level worse, 3–5
 * the same, 6 one better, never worse than 3 nor better than 1).
 * @example leaderLossPlan(3).levelOfFace // Int32Array [3, 3, 3, 3, 3, 2]
 */
export function leaderLossPlan(leadership: number): LeaderLossPlan {
  return { levelOfFace: Int32Array.from({ length: 6 }, (_, face) => newLeaderLevel(leadership, face + 1)) };
}

/**
 * LOSS OF UNIT LEADER, for the kernels: the D6 for the second-in-command, rolled from the uniform `u[next]`.
 * Returns the new leader's Leadership Value (1 to 3).
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`. Whether the
 * leader fell (e.g. his figure was hit) and whose LV the confidence test then uses are the caller's.
 * @example leaderLoss(leaderLossPlan(2), u, next++) // 3 on a 1–2, 2 on a 3–5, 1 on a 6
 */
export function leaderLoss(plan: LeaderLossPlan, u: Float64Array, next: number): number {
  return plan.levelOfFace[(u[next] * 6) | 0];
}
