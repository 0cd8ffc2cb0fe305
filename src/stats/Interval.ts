/** A probability with its 95% interval; with the exact method lo = hi = p. */
export interface Interval {
  p: number;
  lo: number;
  hi: number;
}

/** Summary of a numeric distribution: the mean with its 95% interval, spread and quantiles. */
export interface MeanSummary {
  mean: number;
  lo: number;
  hi: number;
  sd: number;
  p5: number;
  median: number;
  p95: number;
}

/** A difference (variant minus baseline) with its 95% interval; exact: lo = hi = d. */
export interface Difference {
  d: number;
  lo: number;
  hi: number;
}
