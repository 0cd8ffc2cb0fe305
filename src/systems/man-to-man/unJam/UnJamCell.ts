/** One normalized un-jam cell. */
export interface UnJamCell {
  /** The modified INT the 3d6 roll is compared with (INT, −4 after an 18, plus any house modifier). */
  modifiedInt: number;
  /** Highest 3d6 total that un-jams. */
  highestPass: number;
  /** Actions tried at most. */
  maxActions: number;
}
