/** Plain data of one opposed roll: the acting dice and the opposing die (sides). */
export interface OpposedRollCell {
  dice: number[];
  against: number;
}
