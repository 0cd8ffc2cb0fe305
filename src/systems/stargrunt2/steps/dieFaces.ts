import type { Dist } from '../../../dice/exact/Dist.js';

/**
 * One roll of a die of `sides` faces taken face by face: the outcome of each face under `dist`, the exact
 * counterpart of a one-die step (confidenceTestDist, reactionTestDist …), grouped by outcome (ascending) rather
 * than in the die's order. For the evaluators that add a face's probability at a time: k additions of 1/sides are
 * not always k/sides to the last bit, and their results keep the rounding they have always had.
 * @example dieFaces(confidenceTestDist(8, 4, true), 8) // [0, 0, 0, 0, 1, 1, 2, 2]
 */
export function dieFaces(dist: Dist<number>, sides: number): number[] {
  const faces: number[] = [];
  for (const outcome of dist.keys()) {
    // P(outcome) = weight / total = (its faces) / sides exactly.
    const count = Number(((dist.weights.get(outcome) ?? 0n) * BigInt(sides)) / dist.total);
    for (let f = 0; f < count; f++) faces.push(outcome);
  }
  if (faces.length !== sides) throw new RangeError(`dieFaces: the distribution is not one roll of a D${sides}`);
  return faces;
}
