import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import {
  POINT_FIRE_TEST_CASES,
  pointFireCell,
} from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import { bruteForcePointTarget } from '../../../../../testing/systems/stargrunt2/heavy/pointTarget/bruteForcePointTarget.js';
import { exactPointTarget } from './exactPointTarget.js';
import pointTargetKernel from './pointTargetKernel.js';
import { pointTargetLayout } from './pointTargetLayout.js';
import { pointTargetQuantities } from './pointTargetQuantities.js';

describe('exact evaluator of a shot at a point target against an independent enumeration', () => {
  for (const [name, input] of Object.entries(POINT_FIRE_TEST_CASES)) {
    it(name, () => {
      const cell = pointFireCell(input);
      const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
      const brute = bruteForcePointTarget(cell);
      for (const { name: outcome } of pointTargetQuantities.outcomes)
        expect(exact.outcomes[outcome].p, outcome).toBeCloseTo(brute.outcomes[outcome], 10);
      for (const dist of ['hit', 'dead', 'wounded', 'crew_bailed_out', 'crew_confidence_after'] as const) {
        expect(exact.distributions[dist] !== undefined, `${dist} present`).toBe(brute[dist] !== undefined);
        brute[dist]?.forEach((p, k) =>
          expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p, 10),
        );
      }
    });
  }
});

describe('point-target kernel: Monte Carlo within 4.5 standard errors of exact', () => {
  Object.entries(POINT_FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = pointFireCell(input);
      expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, i);
    });
  });
});

describe('point-target parameters (hand-worked)', () => {
  const input =
    POINT_FIRE_TEST_CASES[
      'parameters: major-hit-multiplier 3, immobilised-threat-level 1, hard cover one type (RFAC/1 at an APC)'
    ];
  it('major-hit-multiplier 3 triples a major hit; immobilised-threat-level 1: the Green LV 2 crew must exceed 3; hard cover one type: band 2 D6 → D8', () => {
    const cell = pointFireCell(input);
    expect(cell.majorMultiplier).toBe(3);
    expect(cell.crew?.needed).toBe(3);
    expect(cell.targetDie).toBe(8);
    expect(cell.note).toContain('3');
    const book = pointFireCell({ ...input, rules: {} });
    expect([book.majorMultiplier, book.crew?.needed, book.targetDie]).toEqual([2, 5, 10]);
  });
});
