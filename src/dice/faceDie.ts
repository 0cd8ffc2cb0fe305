import type { Die } from './dieType.js';
import { parseDie } from './dieType.js';

/**
 * The bounds of a die a designer writes: a d-N of 2 to 100 sides (times 1 to 9), or 2 to 100 listed faces, each a
 * whole number from 0 to 100. Enough for a d20, a d100 or a d6 read through a table; small enough that a kernel's
 * face table stays small and a roll's total of many dice stays well inside its 16 bits.
 */
export const DIE_LIMITS = { minFaces: 2, maxFaces: 100, lowestFace: 0, highestFace: 100, maxMultiplier: 9 } as const;

/**
 * A die with listed faces: face i (from 0) reads `faces[i]`; repeats make a face more likely.
 * @example listedFacesDie([0, 0, 1, 1, 2, 3]) // { sides: 6, multiplier: 1, faces: [0, 0, 1, 1, 2, 3] }
 */
export function listedFacesDie(faces: readonly number[]): Die {
  return { sides: faces.length, multiplier: 1, faces: [...faces] };
}

/**
 * Whether a listed face is within DIE_LIMITS: a whole number from 0 to 100.
 * @example isListedFace(2.5) // false
 */
export function isListedFace(face: unknown): face is number {
  return (
    typeof face === 'number' &&
    Number.isInteger(face) &&
    face >= DIE_LIMITS.lowestFace &&
    face <= DIE_LIMITS.highestFace
  );
}

/**
 * A die as a designer writes it, within DIE_LIMITS: text such as 'd14' or 'd12x2', or a list of faces such as
 * [0, 0, 1, 1, 2, 3]; undefined when it is neither (the scenario schema words why).
 * @example readDie([0, 1, 1, 2]) // { sides: 4, multiplier: 1, faces: [0, 1, 1, 2] }
 * @example readDie('d1') // undefined
 */
export function readDie(value: unknown): Die | undefined {
  if (typeof value === 'string') {
    const die = parseDie(value);
    return die && die.sides <= DIE_LIMITS.maxFaces && die.multiplier <= DIE_LIMITS.maxMultiplier ? die : undefined;
  }
  if (!Array.isArray(value) || value.length < DIE_LIMITS.minFaces || value.length > DIE_LIMITS.maxFaces)
    return undefined;
  return value.every(isListedFace) ? listedFacesDie(value) : undefined;
}

/**
 * One roll of a die from a uniform u in [0, 1), multiplier applied: the high bits pick the face, `faces[(u * n) | 0]`
 * for listed faces, `((u * sides) | 0) + 1` for a d-N (as the kernels' inlined rolls).
 * @example dieFromUniform({ sides: 6, multiplier: 1, faces: [0, 0, 1, 1, 2, 3] }, 0.99) // 3
 */
export function dieFromUniform(die: Die, u: number): number {
  const index = (u * die.sides) | 0;
  return (die.faces ? die.faces[index] : index + 1) * die.multiplier;
}

/**
 * Each face's value, multiplier applied, of a die that is not a plain d-N (listed faces, or a multiplier): the face
 * table a kernel's step reads it through; null for a plain d-N, which a step reads by its sides.
 * @example faceValuesUnlessPlain({ sides: 4, multiplier: 2 }) // [2, 4, 6, 8]
 * @example faceValuesUnlessPlain({ sides: 14, multiplier: 1 }) // null
 */
export function faceValuesUnlessPlain(die: Die): number[] | null {
  if (!die.faces && die.multiplier === 1) return null;
  return Array.from({ length: die.sides }, (_, i) => (die.faces ? die.faces[i] : i + 1) * die.multiplier);
}
