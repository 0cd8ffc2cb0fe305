import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactThreeDice } from './exactThreeDice.js';
import threeDiceKernel from './threeDiceKernel.js';

describe('man-to-man three-dice (the plain 3d6 of 4.0, with the bands of 4.4)', () => {
  it('gives the 3d6 totals of a plain triple loop, and Monte Carlo within 4.5 standard errors', () => {
    const expected = new Array<number>(19).fill(0);
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) expected[a + b + c] += 1 / 216;
    const exact = exactThreeDice();
    expected.forEach((p, t) => expect(exact.distributions.total[t], `total ${t}`).toBeCloseTo(p, 14));
    expectKernelMatchesExact(threeDiceKernel, {}, exact, 200_000, 1130);
  });

  it('puts 10 in 216 in each critical band (3-5 and 16-18) and the rest to the attribute', () => {
    const { outcomes } = exactThreeDice();
    expect(outcomes.critical_hit_band).toBeCloseTo(10 / 216, 14);
    expect(outcomes.critical_failure_band).toBeCloseTo(10 / 216, 14);
    expect(outcomes.decided_by_attribute).toBeCloseTo(196 / 216, 14);
  });
});
