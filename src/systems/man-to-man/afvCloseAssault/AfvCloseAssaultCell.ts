/** One normalized afv-close-assault cell (8.2 Close assault). */
export interface AfvCloseAssaultCell {
  /** The modified close assault factor: 5 plus the weapon bonuses. */
  factor: number;
  /** Highest 3d6 roll that KO's the vehicle (5: criticals 3-5; 3: the 8.2 table's 3 only). */
  knockOutMax: number;
  /** Lowest 3d6 roll that always fails (16 with critical failures, 19 without). */
  failFrom: number;
}
