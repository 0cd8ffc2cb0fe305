/**
 * How far apart two exact distributions are, for a Monte Carlo run of `trials` to tell them apart: the largest
 * difference of any one probability, in standard errors of the first. A test that checks a kernel against one of
 * them within a few standard errors has power against the other when this is well above that.
 * @example separation([0.5, 0.5], [0.6, 0.4], 10_000) // 20
 */
export function separation(a: ArrayLike<number>, b: ArrayLike<number>, trials: number): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) {
    const se = Math.sqrt(Math.max(a[i] * (1 - a[i]), 1e-12) / trials);
    most = Math.max(most, Math.abs(a[i] - (b[i] ?? 0)) / se);
  }
  return most;
}
