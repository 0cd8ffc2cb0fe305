/** One normalized leader-loss cell. */
export interface LeaderLossCell {
  sides: number;
  /** The fallen leader's LV. */
  leadership: number;
  /** Threat level of the confidence test; -1: no test (only with house threat levels). */
  threat: number;
  start: number;
  halfOrLess: boolean;
  /** The test uses the new leader's LV (true) or the fallen leader's (false). */
  newLeaderTests: boolean;
  note?: string;
}
