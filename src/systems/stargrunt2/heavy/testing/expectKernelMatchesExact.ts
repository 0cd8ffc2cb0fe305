import { expect } from 'vitest';
import { createStream } from '../../../../dice/streams.js';
import type { CounterLayout, Kernel } from '../../../LegacyKernel.js';
import { counterLength } from '../../../LegacyKernel.js';
import { consistentWithExact } from '../../../../../testing/stats/consistentWithExact.js';
import { summarizeCounters } from '../../../../stats/summarizeCounters.js';

/** Monte Carlo must land within this many standard errors of exact, for every reported number. */
export const MAX_STANDARD_ERRORS = 4.5;

/**
 * Runs a kernel and checks every outcome, every distribution value and every mean against the exact
 * probabilities, within 4.5 standard errors (Poisson tails for rare values).
 */
export function expectKernelMatchesExact(kernel: Kernel, layout: CounterLayout, exact: Float64Array, trials: number, seed: number): void {
  const counters = new Float64Array(counterLength(kernel.layout));
  kernel.run(createStream(2024, seed).s, trials, counters);
  const mc = summarizeCounters(layout, counters, trials);
  const ex = summarizeCounters(layout, exact);
  const agrees = (estimate: number, p: number) => consistentWithExact(Math.round(estimate * trials), trials, p, MAX_STANDARD_ERRORS);
  for (const [outcome, { p }] of Object.entries(ex.outcomes)) expect(agrees(mc.outcomes[outcome].p, p), outcome).toBe(true);
  for (const [dist, values] of Object.entries(ex.distributions)) {
    for (const [k, p] of Object.entries(values)) expect(agrees(mc.distributions[dist][k] ?? 0, p), `${dist} = ${k}`).toBe(true);
    // Every value Monte Carlo saw is possible (a histogram lists zero values below its last one: skip those).
    for (const [k, seen] of Object.entries(mc.distributions[dist])) if (seen > 0) expect(values[k], `${dist} = ${k} is possible`).toBeGreaterThan(0);
    const se = ex.means[dist].sd / Math.sqrt(trials);
    expect(Math.abs(mc.means[dist].mean - ex.means[dist].mean), `mean ${dist}`).toBeLessThanOrEqual(MAX_STANDARD_ERRORS * se + 1e-12);
  }
  // Every histogram counts each trial once.
  let offset = layout.outcomes.length;
  expect(counters.subarray(0, offset).reduce((a, b) => a + b, 0)).toBe(trials);
  for (const { size } of layout.distributions) {
    expect(counters.subarray(offset, offset + size).reduce((a, b) => a + b, 0)).toBe(trials);
    offset += size;
  }
}
