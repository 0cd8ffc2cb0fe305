import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { UN_JAM_TEST_CASES, unJamCell } from '../../../../testing/systems/man-to-man/unJam/testCells.js';
import { exactUnJam } from './exactUnJam.js';
import type { UnJamCell } from './UnJamCell.js';
import unJamKernel from './unJamKernel.js';

/** An independent plain enumeration: one action's chance by a triple loop, then the actions one by one. */
function bruteForce(cell: UnJamCell): number[] {
  let p = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c <= cell.highestPass) p += 1 / 216;
  const failed = new Array<number>(cell.maxActions + 1).fill(0);
  let stillJammed = 1;
  for (let k = 0; k < cell.maxActions; k++) {
    failed[k] = stillJammed * p;
    stillJammed *= 1 - p;
  }
  failed[cell.maxActions] = stillJammed;
  return failed;
}

describe('un-jam (4.4 Critical Failures 17 and 18)', () => {
  Object.entries(UN_JAM_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = unJamCell(input);
      const exact = exactUnJam(cell);
      bruteForce(cell).forEach((p, k) =>
        expect(exact.distributions.failed_actions[k], `failed ${k}`).toBeCloseTo(p, 12),
      );
      expectKernelMatchesExact(unJamKernel, cell, exact, 200_000, 970 + i);
    });
  });

  it('matches hand-worked cases: INT 10 clears on 9 or less, 81 in 216; INT 14 − 4 = 10 after an 18, the same', () => {
    expect(exactUnJam(unJamCell({ max_actions: 1 })).outcomes.unjammed).toBeCloseTo(81 / 216, 14);
    expect(exactUnJam(unJamCell({ firer: { troop: 'co' }, jam: '18', max_actions: 1 })).outcomes.unjammed).toBeCloseTo(
      81 / 216,
      14,
    );
    expect(exactUnJam(unJamCell({ max_actions: 2 })).outcomes.still_jammed).toBeCloseTo((135 / 216) ** 2, 14);
    // rules.bad-jam-modifier −2: a CO's INT 14 − 2 = 12 after an 18 clears on 11 or less, 135 in 216.
    expect(
      exactUnJam(unJamCell({ firer: { troop: 'co' }, jam: '18', max_actions: 1, rules: { 'bad-jam-modifier': -2 } }))
        .outcomes.unjammed,
    ).toBeCloseTo(135 / 216, 14);
    expect(exactUnJam(unJamCell({ firer: { wounded: true }, jam: '18' })).outcomes.unjammed).toBe(0);
  });
});
