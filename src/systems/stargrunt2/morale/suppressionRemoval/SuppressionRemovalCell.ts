/** One normalized suppression-removal cell. */
export interface SuppressionRemovalCell {
  /** Sides of the quality die; a removal roll must exceed `needed` (LV + `removal-threat-level`). */
  sides: number;
  needed: number;
  markers: number;
  /** The unit also needs one Reorganise action. */
  reorganise: boolean;
  /** The unit is in soft or hard cover, so it may reorganise while still suppressed (first action). */
  inCover: boolean;
  /** Last value of the turn distributions: "this many activations or more" (P(beyond) < 1e-12). */
  cap: number;
}
