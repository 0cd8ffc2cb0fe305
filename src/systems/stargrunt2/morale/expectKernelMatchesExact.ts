// The old-contract copy, kept only for assault/'s tests (legacy kernels); the morale tests use the single
// testing/expectKernelMatchesExact.ts. Delete it once assault/ is converted.
import { expect } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import type { Kernel } from '../../LegacyKernel.js';
import { counterLength } from '../../LegacyKernel.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { summarizeCounters } from '../../../stats/summarizeCounters.js';

/** Monte Carlo must land within this many standard errors of exact, for every reported number. */
export const MAX_STANDARD_ERRORS = 4.5;

/**
 * Test helper: runs `kernel` for `trials` and checks every outcome, every distribution value and every mean
 * against the exact probabilities (same layout) within 4.5 standard errors (Poisson tail for rare values).
 */
export function expectKernelMatchesExact(kernel: Kernel, exactCounters: Float64Array, trials: number, seed: number): void {
  const counters = new Float64Array(counterLength(kernel.layout));
  kernel.run(createStream(seed, 0).s, trials, counters);
  const mc = summarizeCounters(kernel.layout, counters, trials);
  const exact = summarizeCounters(kernel.layout, exactCounters);
  const agrees = (estimate: number, p: number) =>
    consistentWithExact(Math.round(estimate * trials), trials, p, MAX_STANDARD_ERRORS);
  const outcomeTotal = kernel.layout.outcomes.reduce((n, _, i) => n + counters[i], 0);
  expect(outcomeTotal).toBe(trials);
  for (const [outcome, { p }] of Object.entries(exact.outcomes)) {
    expect(agrees(mc.outcomes[outcome].p, p), outcome).toBe(true);
  }
  for (const [dist, values] of Object.entries(exact.distributions)) {
    const total = Object.values(values).reduce((a, b) => a + b, 0);
    expect(total, `${dist} sums to 1`).toBeCloseTo(1, 12);
    for (const [k, p] of Object.entries(values)) {
      expect(agrees(mc.distributions[dist][k] ?? 0, p), `${dist} = ${k}`).toBe(true);
    }
    expect(Object.keys(mc.distributions[dist]).length).toBeLessThanOrEqual(Object.keys(values).length);
    const se = exact.means[dist].sd / Math.sqrt(trials);
    expect(Math.abs(mc.means[dist].mean - exact.means[dist].mean), `mean ${dist}`).toBeLessThanOrEqual(
      MAX_STANDARD_ERRORS * se + 1e-12,
    );
  }
}
