/** One normalized scout roll-off: whether a tie is rolled again. */
export interface ScoutRollOffCell {
  tiesRollAgain: boolean;
}

/** The last value of `ties` stands for this many tied roll-offs or more. */
export const MOST_TIES = 8;
