/**
 * Whether `count` successes in `trials` Monte Carlo trials are consistent with an exact probability
 * `p` at the two-sided level of `z` standard errors. Where the expected count of successes (or of
 * failures) is small the normal approximation fails — one stray success of a 10⁻⁸ event is 60 standard
 * errors away yet perfectly possible — so there the exact Poisson tail is compared with the normal
 * tail of `z` instead.
 * @example consistentWithExact(5030, 10000, 0.5) // true (0.6 standard errors)
 */
export function consistentWithExact(count: number, trials: number, p: number, z = 4.5): boolean {
  const expected = trials * p;
  const expectedMisses = trials * (1 - p);
  if (expected >= 25 && expectedMisses >= 25) {
    return Math.abs(count - expected) <= z * Math.sqrt(trials * p * (1 - p));
  }
  const tail = normalTail(z);
  return expected < expectedMisses
    ? poissonTwoSidedTail(count, expected) >= tail
    : poissonTwoSidedTail(trials - count, expectedMisses) >= tail;
}

/** The smaller of P(X ≤ k) and P(X ≥ k) for X ~ Poisson(λ). */
function poissonTwoSidedTail(k: number, lambda: number): number {
  if (lambda === 0) return k === 0 ? 1 : 0;
  let term = Math.exp(-lambda);
  let below = 0; // P(X < k)
  for (let i = 0; i < k; i++) {
    below += term;
    term *= lambda / (i + 1);
  }
  const atMost = below + term;
  return Math.min(atMost, 1 - below);
}

/**
 * Upper tail of the standard normal, Q(z) = P(Z > z), by its continued fraction (accurate for z ≥ 1).
 * @example normalTail(4.5) // 3.3976731247300535e-6
 */
export function normalTail(z: number): number {
  let fraction = z;
  for (let k = 60; k >= 1; k--) fraction = z + k / fraction;
  return Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI) / fraction;
}
