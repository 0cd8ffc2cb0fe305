/** One normalized leader-loss cell. */
export interface LeaderLossCell {
  sides: number;
  /** The fallen leader's LV. */
  leadership: number;
  /** The new leader's LV by D6 face − 1 (the `worse-up-to` / `better-from` bands, within 1..3). */
  levelOfFace: number[];
  /** Threat level of the confidence test; -1: no test (only with house threat levels). */
  threat: number;
  start: number;
  halfOrLess: boolean;
  /** The test uses the new leader's LV (true) or the fallen leader's (false). */
  newLeaderTests: boolean;
  note?: string;
}
