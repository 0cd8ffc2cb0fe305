/** One normalized pinned-removal cell. */
export interface PinnedRemovalCell {
  counters: number;
  dice: number;
  /** Modifiers other than the counters' own (perCounter each). */
  modifier: number;
  maxActions: number;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  drawSucceeds: boolean;
  /** The Threshold of each test (rules.pinned-threshold; 4 in the book). */
  threshold: number;
  /** Added to the test for each counter left (rules.modifier-per-counter; −1 in the book). */
  perCounter: number;
}
