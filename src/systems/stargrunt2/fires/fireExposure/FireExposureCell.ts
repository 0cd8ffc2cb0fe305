/** One normalized `fire-exposure` cell: figures coming within 3" of a FIRE marker, as dice. */
export interface FireExposureCell {
  figures: number;
  /** Times they come within 3"; a figure already a casualty rolls no more. */
  entries: number;
  /** The fire's D4 and each figure's armour die. */
  fireSides: number;
  armourSides: number;
}

/** "roll its Armour protection vs. A D4 for the fire". */
export const FIRE_DIE = 4;
