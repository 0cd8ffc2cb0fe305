/** One normalized independent-figure cell: the confidence test, then the removal of the marker it gave. */
export interface IndependentFigureCell {
  /** Sides of the figure's quality die. */
  sides: number;
  /** The score to exceed: LV + threat level; -1 when no test is taken. */
  needed: number;
  /** The score a removal roll must exceed: the figure's LV + `removal-threat-level`. */
  removalNeeded: number;
  halfOrLess: boolean;
  /** Removal rolls per activation of a PANIC marker: 2 (one action each, as a suppression marker) or 1 (the variant). */
  panicRollsPerActivation: number;
  /** Last value of activations_marked: "this many activations or more" (P(beyond) < 1e-12). */
  cap: number;
  note?: string;
}
