import { Dist } from '../../../dice/exact/Dist.js';
import { whoIsHitPlan } from './whoIsHit.js';

/**
 * The exact counterpart of the whoIsHit step: the figure hit (0-based from the nominated first figure) over every
 * face of the `whoDie` of a unit of `figures` (a lone figure is always the one hit).
 * @example whoIsHitDist(5, 6).prob(0) // 2/6: a 1 or a 6 (counting round again)
 */
export function whoIsHitDist(figures: number, whoDie: number): Dist<number> {
  return Dist.fromWeights(whoIsHitFaces(figures, whoDie).map((faces, figure): [number, number] => [figure, faces]));
}

/**
 * How many faces of the who-is-hit die land on each figure (the step's own table, counted): the weights of
 * whoIsHitDist, for the evaluators that group figures hit equally often.
 * @example whoIsHitFaces(5, 6) // [2, 1, 1, 1, 1]
 */
export function whoIsHitFaces(figures: number, whoDie: number): number[] {
  const faces = new Array<number>(figures).fill(0);
  for (const figure of whoIsHitPlan(figures, whoDie).figureOfFace) faces[figure]++;
  return faces;
}
