import { diceMessages } from './messages.js';

/** The Stargrunt II die-type ladder, smallest to largest (rulebook: DICE TYPES AND CONVENTIONS). */
export const DIE_TYPES = [4, 6, 8, 10, 12] as const;

/** Number of faces of a die. */
export type DieSides = number;

/**
 * A die as the rules name it: one roll of a `sides`-faced die times `multiplier`.
 * D12x3 is `{ sides: 12, multiplier: 3 }`: one d12 multiplied by 3, not 3d12 summed.
 * A die with listed faces (faceDie.ts) also carries `faces`, the value of each face in order
 * (`[0, 0, 1, 1, 2, 3]`), and `sides` is their count; face i (from 0) reads `faces[i]` instead of i + 1.
 */
export interface Die {
  sides: number;
  multiplier: number;
  faces?: readonly number[];
}

const DIE_TEXT = /^\s*[dD](\d+)(?:[xX](\d+))?\s*$/;

/**
 * Reads a die such as 'd4', 'D10', 'd12x3', 'd100' (any sides >= 2, multiplier >= 1).
 * @returns the die, or undefined when the text is not a die.
 * @example parseDie('d12x3') // { sides: 12, multiplier: 3 }
 */
export function parseDie(text: string): Die | undefined {
  const m = DIE_TEXT.exec(text);
  if (!m) return undefined;
  const sides = Number(m[1]);
  const multiplier = m[2] === undefined ? 1 : Number(m[2]);
  if (!Number.isSafeInteger(sides) || sides < 2) return undefined;
  if (!Number.isSafeInteger(multiplier) || multiplier < 1) return undefined;
  return { sides, multiplier };
}

/**
 * Writes a die the way the rulebook does; a die with listed faces as its list.
 * @example formatDie({ sides: 12, multiplier: 3 }) // 'D12x3'
 * @example formatDie({ sides: 4, multiplier: 1, faces: [0, 1, 1, 2] }) // '[0, 1, 1, 2]'
 */
export function formatDie(die: Die): string {
  if (die.faces) return `[${die.faces.join(', ')}]`;
  return die.multiplier === 1 ? `D${die.sides}` : `D${die.sides}x${die.multiplier}`;
}

/**
 * Whether a die is one of the five Stargrunt II die types (D4 … D12, with any multiplier), the dice a die-type shift
 * moves along; a d14, a d20 or a die with listed faces is not.
 * @example isLadderDie({ sides: 14, multiplier: 1 }) // false
 */
export function isLadderDie(die: Die): boolean {
  return die.faces === undefined && dieTypeIndex(die.sides) >= 0;
}

/**
 * The value of face `index` (0 to sides − 1) of a die, multiplier applied: index + 1, or the listed face.
 * @example dieFaceValue({ sides: 6, multiplier: 1, faces: [0, 0, 1, 1, 2, 3] }, 5) // 3
 */
export function dieFaceValue(die: Die, index: number): number {
  return (die.faces ? die.faces[index] : index + 1) * die.multiplier;
}

/**
 * Position of a die type on the ladder D4 D6 D8 D10 D12, or -1 if it is not on it.
 * @example dieTypeIndex(10) // 3
 */
export function dieTypeIndex(sides: number): number {
  return (DIE_TYPES as readonly number[]).indexOf(sides);
}

/**
 * Die type at a ladder position (0 → D4 … 4 → D12); throws RangeError off the ladder.
 * @example dieTypeAt(2) // 8
 */
export function dieTypeAt(index: number): number {
  const sides = (DIE_TYPES as readonly number[])[index];
  if (sides === undefined) throw new RangeError(diceMessages.ladderIndex(index));
  return sides;
}
