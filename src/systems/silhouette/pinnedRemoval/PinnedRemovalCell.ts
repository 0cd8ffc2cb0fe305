/** One normalized pinned-removal cell. */
export interface PinnedRemovalCell {
  counters: number;
  dice: number;
  /** Modifiers other than the counters' −1 each. */
  modifier: number;
  maxActions: number;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  drawSucceeds: boolean;
}
