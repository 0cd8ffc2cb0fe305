import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the figureMissing step: 1 (the figure is removed) on a ONE of its die, else 0.
 * @example figureMissingDist(8).prob(1) // 0.125
 */
export function figureMissingDist(sides: number): Dist<number> {
  return Dist.uniform(sides).map((face) => (face === 1 ? 1 : 0));
}
