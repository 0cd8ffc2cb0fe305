/** z for a two-sided 95% interval (simple-statistics' probit(0.975) is 1.9572, not precise enough). */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion. Hand-written: simple-statistics has no Wilson interval.
 * @example wilson(50, 100) // { lo: 0.4038…, hi: 0.5961… }
 */
export function wilson(successes: number, trials: number, z = Z95): { lo: number; hi: number } {
  if (trials <= 0) return { lo: 0, hi: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or n successes the bound is exactly 0 or 1; rounding would leave a speck.
  return {
    lo: successes <= 0 ? 0 : Math.max(0, centre - half),
    hi: successes >= trials ? 1 : Math.min(1, centre + half),
  };
}
