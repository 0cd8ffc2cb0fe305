import type { SpotDice } from '../SpotDice.js';

/** One normalized `spotting` cell: an observer's OBSERVE actions on one inverted counter, as dice. */
export interface SpottingCell {
  spot: SpotDice;
  /** OBSERVE actions at most; they stop once the counter is no longer an inverted one to observe. */
  attempts: number;
  note?: string;
}
