import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the panicRemoval step: 0 (the marker comes off), 1 (it stays) or 2 (it stays on a ONE,
 * and the unit loses a confidence level), over every face of the quality die.
 * @example panicRemovalDist(6, 2).prob(2) // 1/6
 */
export function panicRemovalDist(sides: number, leadership: number): Dist<number> {
  return Dist.uniform(sides).map((face) => (face > leadership ? 0 : face === 1 ? 2 : 1));
}
