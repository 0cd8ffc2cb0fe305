import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the faceTable step: the value of a D6 read through `table`, over every face.
 * @example faceTableDist([0, 0, 1, 1, 1, 2]).prob(1) // 0.5 (a 3, 4 or 5)
 */
export function faceTableDist(table: ArrayLike<number>): Dist<number> {
  return Dist.uniform(6).map((face) => table[face - 1]);
}
