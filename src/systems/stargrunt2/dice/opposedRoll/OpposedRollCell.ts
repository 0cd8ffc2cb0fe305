/** Plain data of one opposed roll: the acting dice and the opposing die (sides). */
export interface OpposedRollCell {
  dice: number[];
  /** Each acting die's face values when one is not a plain d-N (listed faces, or multiplied); absent otherwise. */
  faces?: Array<readonly number[] | null>;
  against: number;
}
