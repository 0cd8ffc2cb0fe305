import { Dist } from '../../../dice/exact/Dist.js';
import { confidenceDrop } from '../morale/confidenceDrop.js';

/**
 * The exact counterpart of the confidenceTest step: the levels dropped (0, 1, 2) by one quality die `sides`
 * against the score to exceed `needed`, over every face.
 * @example confidenceTestDist(8, 4, true).prob(2) // 0.25 (a 1 or a 2)
 */
export function confidenceTestDist(sides: number, needed: number, halfOrLess: boolean): Dist<number> {
  return Dist.uniform(sides).map((roll) => confidenceDrop(roll, needed, halfOrLess));
}
