import { describe, expect, it } from 'vitest';
import { summarizeCounters } from '../../../../stats/summarizeCounters.js';
import { POINT_FIRE_TEST_CASES, pointFireCell } from '../pointFire/testCells.js';
import { expectKernelMatchesExact } from '../testing/expectKernelMatchesExact.js';
import { bruteForcePointTarget } from './bruteForcePointTarget.js';
import { exactPointTarget } from './exactPointTarget.js';
import { createPointTargetKernel } from './pointTargetKernel.js';
import { POINT_TARGET_OUTCOMES, pointTargetLayout } from './pointTargetLayout.js';

describe('exact evaluator of a shot at a point target against an independent enumeration', () => {
  for (const [name, input] of Object.entries(POINT_FIRE_TEST_CASES)) {
    it(name, () => {
      const cell = pointFireCell(input);
      const exact = summarizeCounters(pointTargetLayout(cell), exactPointTarget(cell));
      const brute = bruteForcePointTarget(cell);
      for (const outcome of POINT_TARGET_OUTCOMES) expect(exact.outcomes[outcome].p, outcome).toBeCloseTo(brute.outcomes[outcome], 10);
      for (const dist of ['hit', 'dead', 'wounded', 'crew_bailed_out', 'crew_confidence_after'] as const) {
        expect(exact.distributions[dist] !== undefined, `${dist} present`).toBe(brute[dist] !== undefined);
        brute[dist]?.forEach((p, k) => expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p, 10));
      }
    });
  }
});

describe('point-target kernel: Monte Carlo within 4.5 standard errors of exact', () => {
  Object.entries(POINT_FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = pointFireCell(input);
      expectKernelMatchesExact(createPointTargetKernel(cell), pointTargetLayout(cell), exactPointTarget(cell), 200_000, i);
    });
  });
});
