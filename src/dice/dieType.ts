import { diceMessages } from './messages.js';

/** The Stargrunt II die-type ladder, smallest to largest (rulebook: DICE TYPES AND CONVENTIONS). */
export const DIE_TYPES = [4, 6, 8, 10, 12] as const;

/** Number of faces of a die. */
export type DieSides = number;

/**
 * A die as the rules name it: one roll of a `sides`-faced die times `multiplier`.
 * D12x3 is `{ sides: 12, multiplier: 3 }`: one d12 multiplied by 3, not 3d12 summed.
 */
export interface Die {
  sides: number;
  multiplier: number;
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
 * Writes a die the way the rulebook does.
 * @example formatDie({ sides: 12, multiplier: 3 }) // 'D12x3'
 */
export function formatDie(die: Die): string {
  return die.multiplier === 1 ? `D${die.sides}` : `D${die.sides}x${die.multiplier}`;
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
