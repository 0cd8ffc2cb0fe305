import { expect } from 'vitest';
import { counterLength } from '../src/core/CounterLayout.js';
import { type ExactResult, packExact } from '../src/core/ExactResult.js';
import type { KernelModule } from '../src/core/Kernel.js';
import { createStream } from '../src/dice/streams.js';
import { summarizeCounters } from '../src/stats/summarizeCounters.js';
import { consistentWithExact } from './stats/consistentWithExact.js';

/** Monte Carlo must land within this many standard errors of exact, for every reported number. */
export const MAX_STANDARD_ERRORS = 4.5;

/**
 * Runs a cell's kernel for `trials` on stream (2024, `stream`) and checks it against the exact evaluation:
 * every histogram counts each trial once; every outcome, every distribution value and every mean lies within
 * 4.5 standard errors of exact (Poisson tails for rare values); every value Monte Carlo saw is possible; every
 * exact distribution sums to 1. Returns the Monte Carlo counters for further checks.
 */
export function expectKernelMatchesExact<C>(
  kernel: KernelModule<C>,
  cell: C,
  exact: ExactResult | Float64Array,
  trials: number,
  stream: number,
): Float64Array {
  const layout = kernel.layout(cell);
  const exactCounters = exact instanceof Float64Array ? exact : packExact(layout, exact);
  expect(exactCounters.length).toBe(counterLength(layout));
  const counters = new Float64Array(counterLength(layout));
  kernel.create(cell).run(createStream(2024, stream).s, trials, counters);
  let offset = layout.outcomes.length;
  expect(
    counters.subarray(0, offset).reduce((a, b) => a + b, 0),
    'outcomes count every trial',
  ).toBe(trials);
  for (const { name, size } of layout.distributions) {
    expect(
      counters.subarray(offset, offset + size).reduce((a, b) => a + b, 0),
      `${name} counts every trial`,
    ).toBe(trials);
    offset += size;
  }
  const mc = summarizeCounters(layout, counters, trials);
  const ex = summarizeCounters(layout, exactCounters);
  const agrees = (estimate: number, p: number) =>
    consistentWithExact(Math.round(estimate * trials), trials, p, MAX_STANDARD_ERRORS);
  for (const [name, { p }] of Object.entries(ex.outcomes)) expect(agrees(mc.outcomes[name].p, p), name).toBe(true);
  for (const [name, values] of Object.entries(ex.distributions)) {
    expect(
      Object.values(values).reduce((a, b) => a + b, 0),
      `${name} sums to 1`,
    ).toBeCloseTo(1, 12);
    for (const [k, p] of Object.entries(values))
      expect(agrees(mc.distributions[name][k] ?? 0, p), `${name} = ${k}`).toBe(true);
    for (const [k, seen] of Object.entries(mc.distributions[name]))
      if (seen > 0) expect(values[k], `${name} = ${k} is possible`).toBeGreaterThan(0);
    const se = ex.means[name].sd / Math.sqrt(trials);
    expect(Math.abs(mc.means[name].mean - ex.means[name].mean), `mean ${name}`).toBeLessThanOrEqual(
      MAX_STANDARD_ERRORS * se + 1e-12,
    );
  }
  return counters;
}
