import { describe, expect, it } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { counterLength } from '../../../sim/Kernel.js';
import { consistentWithExact } from '../../../stats/consistentWithExact.js';
import { summarizeCounters } from '../../../stats/summarizeCounters.js';
import { exactFire } from './exactFire.js';
import { createFireKernel } from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import { FIRE_TEST_CASES, fireCell } from './testCells.js';

const TRIALS = 400_000;
/** Monte Carlo must land within this many standard errors of exact, for every reported number. */
const MAX_STANDARD_ERRORS = 4.5;

function withinStandardErrors(estimate: number, exact: number, standardError: number): boolean {
  return Math.abs(estimate - exact) <= MAX_STANDARD_ERRORS * standardError + 1e-12;
}

describe(`fire kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(FIRE_TEST_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = fireCell(input);
      const kernel = createFireKernel(cell);
      const counters = new Float64Array(counterLength(kernel.layout));
      kernel.run(createStream(2024, caseIndex).s, TRIALS, counters);
      const mc = summarizeCounters(fireLayout(cell), counters, TRIALS);
      const exact = summarizeCounters(fireLayout(cell), exactFire(cell));
      // Probabilities: within 4.5 standard errors, or the equivalent Poisson tail for rare values.
      const agrees = (estimate: number, p: number) =>
        consistentWithExact(Math.round(estimate * TRIALS), TRIALS, p, MAX_STANDARD_ERRORS);
      for (const [outcome, { p }] of Object.entries(exact.outcomes)) {
        expect(agrees(mc.outcomes[outcome].p, p), outcome).toBe(true);
      }
      for (const [dist, values] of Object.entries(exact.distributions)) {
        for (const [k, p] of Object.entries(values)) {
          expect(agrees(mc.distributions[dist][k] ?? 0, p), `${dist} = ${k}`).toBe(true);
        }
        expect(Object.keys(mc.distributions[dist]).length).toBeLessThanOrEqual(Object.keys(values).length);
        const meanSE = exact.means[dist].sd / Math.sqrt(TRIALS);
        expect(withinStandardErrors(mc.means[dist].mean, exact.means[dist].mean, meanSE), `mean ${dist}`).toBe(true);
      }
    });
  });

  it('allocates nothing per trial: counts add up to the trials in every histogram', () => {
    const cell = fireCell(Object.values(FIRE_TEST_CASES)[0]);
    const kernel = createFireKernel(cell);
    const counters = new Float64Array(counterLength(kernel.layout));
    kernel.run(createStream(1, 0).s, 10_000, counters);
    const layout = fireLayout(cell);
    expect(counters[0] + counters[1] + counters[2]).toBe(10_000);
    let offset = 3;
    for (const { size } of layout.distributions) {
      expect(counters.subarray(offset, offset + size).reduce((a, b) => a + b, 0)).toBe(10_000);
      offset += size;
    }
  });
});
