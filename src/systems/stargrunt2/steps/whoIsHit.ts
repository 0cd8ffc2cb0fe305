import { figureHit } from '../whoIsHit.js';

/** What one "who buys the farm" roll reads, precomputed once per unit. */
export interface WhoIsHitPlan {
  /** Sides of the who-is-hit die; 1 for a lone figure, which takes every hit without a roll. */
  whoDie: number;
  /** The figure (0-based, from the nominated first figure) hit by each face − 1 of the die. */
  figureOfFace: Int32Array;
}

/**
 * The plan for a unit of `figures` figures rolling a `whoDie`-sided die (whoIsHitDie: the nearest die type,
 * counting round again past the last figure, or one face per figure).
 * @example whoIsHitPlan(5, 6).figureOfFace // Int32Array [0, 1, 2, 3, 4, 0]
 */
export function whoIsHitPlan(figures: number, whoDie: number): WhoIsHitPlan {
  return {
    whoDie: figures === 1 ? 1 : whoDie | 0,
    figureOfFace: Int32Array.from({ length: whoDie }, (_, face) => figureHit(face + 1, figures)),
  };
}

/**
 * STEP 4: WHO BUYS THE FARM, for the kernels: the who-is-hit die rolled from `u[next]`. Returns the figure hit,
 * 0-based from the nominated first figure (0 is the figure counted first, e.g. the leader).
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`. A lone figure
 * (`plan.whoDie` 1) takes every hit and callers roll nothing for it; so do hits that go to a chosen figure (a
 * sniper's major success). What the hit does to the figure is the caller's.
 * @example whoIsHit(whoIsHitPlan(5, 6), u, next++) // 0 on a 1 or a 6, 4 on a 5
 */
export function whoIsHit(plan: WhoIsHitPlan, u: Float64Array, next: number): number {
  return plan.figureOfFace[(u[next] * plan.whoDie) | 0];
}
