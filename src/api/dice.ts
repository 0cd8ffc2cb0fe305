import { Dist } from '../dice/exact/Dist.js';
import { repeat } from '../dice/exact/repeat.js';
import { sumOf } from '../dice/exact/sumOf.js';
import { listedFacesDie } from '../dice/faceDie.js';

/**
 * Exact dice for a module's exact functions (docs/house-rules.md): distributions (`Dist`) of common rolls, to map,
 * combine and read probabilities from.
 * @example dice.sum(3, 6).prob(3) // 1 / 216
 * @example dice.highest(2, 6).prob(6) // 11 / 36
 * @example dice.faces([0, 0, 1, 1, 2, 3]).prob(0) // 1 / 3
 */
export const dice = {
  /** One die of `sides` faces. */
  die: (sides: number): Dist<number> => Dist.uniform(sides),
  /** A die with listed faces, e.g. [0, 0, 1, 1, 2, 3] (a repeated face weighs more); any number of faces, d14, is die(14). */
  faces: (faces: readonly number[]): Dist<number> => Dist.die(listedFacesDie(faces)),
  /** The total of `count` dice. */
  sum: (count: number, sides: number): Dist<number> =>
    count === 0 ? Dist.constant(0) : sumOf(Array.from({ length: count }, () => Dist.uniform(sides))),
  /** The highest of `count` dice (count ≥ 1). */
  highest: (count: number, sides: number): Dist<number> => repeat(Dist.uniform(sides), count, Math.max),
  /** The lowest of `count` dice (count ≥ 1). */
  lowest: (count: number, sides: number): Dist<number> => repeat(Dist.uniform(sides), count, Math.min),
  /** A fixed value. */
  constant: (value: number): Dist<number> => Dist.constant(value),
  /** Values with integer weights, e.g. [[0, 1], [1, 3]]. */
  weighted: (entries: Iterable<readonly [number, number]>): Dist<number> => Dist.fromWeights(entries),
};
