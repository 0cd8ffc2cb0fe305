import type { Die } from '../../../../dice/dieType.js';

/** One normalized `fire-exposure` cell: figures coming within 3" of a FIRE marker, as dice. */
export interface FireExposureCell {
  figures: number;
  /** Times they come within 3"; a figure already a casualty rolls no more. */
  entries: number;
  /** The fire's D4 and each figure's armour die. */
  fireSides: number;
  armourSides: number;
  /** A house armour die that is not a plain d-N: its face values (listed faces, or multiplied); absent otherwise. */
  armourFaces?: readonly number[];
  /** A KILL when the fire exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
}

/**
 * The figures' armour die as the impactVsArmour step and its twin read it: its sides, with its face values if listed.
 * @example fireExposureArmour({ armourSides: 3, armourFaces: [0, 2, 5] }) // { sides: 3, multiplier: 1, faces: [0, 2, 5] }
 */
export function fireExposureArmour(cell: Pick<FireExposureCell, 'armourSides' | 'armourFaces'>): Die {
  return cell.armourFaces
    ? { sides: cell.armourSides, multiplier: 1, faces: cell.armourFaces }
    : { sides: cell.armourSides, multiplier: 1 };
}
