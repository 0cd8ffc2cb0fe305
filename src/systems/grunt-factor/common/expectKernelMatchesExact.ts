import { expect } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { counterLength, type Kernel } from '../../LegacyKernel.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { summarizeCounters } from '../../../stats/summarizeCounters.js';

/** Monte Carlo must land within this many standard errors of exact, for every reported number. */
export const MAX_STANDARD_ERRORS = 4.5;

/**
 * Test helper: runs a kernel and asserts that every outcome, every distribution value and every mean
 * agrees with the exact evaluation within 4.5 standard errors (Poisson tail for rare values), and that
 * every histogram counts each trial once.
 */
export function expectKernelMatchesExact(kernel: Kernel, exact: Float64Array, trials: number, seed: number): void {
  const counters = new Float64Array(counterLength(kernel.layout));
  kernel.run(createStream(seed, 0).s, trials, counters);
  expect(counters.length).toBe(exact.length);
  const outcomeCount = kernel.layout.outcomes.length;
  expect(counters.subarray(0, outcomeCount).reduce((a, b) => a + b, 0)).toBe(trials);
  const mc = summarizeCounters(kernel.layout, counters, trials);
  const ex = summarizeCounters(kernel.layout, exact);
  const agrees = (estimate: number, p: number) =>
    consistentWithExact(Math.round(estimate * trials), trials, p, MAX_STANDARD_ERRORS);
  for (const [name, { p }] of Object.entries(ex.outcomes)) expect(agrees(mc.outcomes[name].p, p), name).toBe(true);
  for (const [name, values] of Object.entries(ex.distributions)) {
    for (const [k, p] of Object.entries(values)) expect(agrees(mc.distributions[name][k] ?? 0, p), `${name} = ${k}`).toBe(true);
    expect(Object.keys(mc.distributions[name]).length).toBeLessThanOrEqual(Object.keys(values).length);
    const se = ex.means[name].sd / Math.sqrt(trials);
    expect(Math.abs(mc.means[name].mean - ex.means[name].mean), `mean ${name}`).toBeLessThanOrEqual(
      MAX_STANDARD_ERRORS * se + 1e-12,
    );
  }
}
