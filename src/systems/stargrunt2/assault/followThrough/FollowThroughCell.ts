/** One normalized follow-through cell: the reaction test, then the extra combat move towards a target. */
export interface FollowThroughCell {
  /** Sides of the unit's quality die. */
  sides: number;
  /** The score the quality die must exceed: LV + 1 (defenders destroyed) or LV + 2 (defenders pulled back). */
  needed: number;
  /** Sides of the combat movement die (its base mobility, one type lower when encumbered). */
  moveDie: number;
  /** Inches from the victorious unit to the target it pursues. */
  distance: number;
  note?: string;
}
