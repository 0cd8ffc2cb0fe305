/** One normalized pinned-removal cell. */
export interface PinnedRemovalCell {
  counters: number;
  dice: number;
  /** Modifiers other than the counters' −1 each. */
  modifier: number;
  maxActions: number;
  fumbles: boolean;
  drawSucceeds: boolean;
}
