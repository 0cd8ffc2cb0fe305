/** One normalized `fire-exposure` cell: figures coming within 3" of a FIRE marker, as dice. */
export interface FireExposureCell {
  figures: number;
  /** Times they come within 3"; a figure already a casualty rolls no more. */
  entries: number;
  /** The fire's D4 and each figure's armour die. */
  fireSides: number;
  armourSides: number;
  /** A KILL when the fire exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
}
