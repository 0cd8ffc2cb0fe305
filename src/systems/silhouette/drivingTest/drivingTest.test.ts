import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { plainPassChance } from '../../../../testing/systems/silhouette/plainTotals.js';
import type { DrivingTestCell } from './DrivingTestCell.js';
import drivingTestDefinition from './drivingTestDefinition.js';
import drivingTestKernel from './drivingTestKernel.js';
import { exactDrivingTest } from './exactDrivingTest.js';

const cell = (input: Record<string, unknown>): DrivingTestCell =>
  cellOf(drivingTestDefinition, { system: 'silhouette', resolve: 'driving-test', ...input });

/** One test's chance, every face of every die by plain loops, in the rules' words. */
const passChance = (c: DrivingTestCell, sixBonus = 1): number =>
  plainPassChance(c.dice, c.modifier, c.fumbles, c.threshold, c.drawSucceeds, sixBonus);

/** An independent enumeration of the entries one by one: pass and go on, or bog down there. */
function bruteForce(c: DrivingTestCell, sixBonus = 1): number[] {
  const passed = new Array<number>(c.entries + 1).fill(0);
  const p = passChance(c, sixBonus);
  let going = 1;
  for (let k = 0; k < c.entries; k++) {
    passed[k] += going * (1 - p);
    going *= p;
  }
  passed[c.entries] += going;
  return passed;
}

const CASES: Record<string, Record<string, unknown>> = {
  'one entry, Skill 2, MP cost 2': {},
  'three entries of MP cost 3, Skill 2, −1': { entries: 3, mp_cost: 3, modifier: -1 },
  'five entries of MP cost 4, Skill 3, a draw passes': {
    entries: 5,
    mp_cost: 4,
    skill: 3,
    rules: { 'threshold-draw': 'succeeds' },
  },
  'house rule: MP cost 6 with each extra 6 worth 2': { entries: 2, mp_cost: 6, rules: { 'extra-six': 2 } },
};

describe('silhouette driving-test (treacherous terrain)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactDrivingTest(c);
      bruteForce(c, (input.rules as Record<string, number> | undefined)?.['extra-six']).forEach((p, k) =>
        expect(exact.distributions.tests_passed[k], `passed ${k}`).toBeCloseTo(p, 12),
      );
      expectKernelMatchesExact(drivingTestKernel, c, exact, 200_000, 1110 + i);
    });
  });

  it('matches a hand-worked case: Skill 2 against MP cost 2 fails on a fumble (1 in 36) or a highest die of 2 (3 in 36)', () => {
    expect(exactDrivingTest(cell({})).outcomes.through).toBeCloseTo(32 / 36, 14);
    expect(exactDrivingTest(cell({ entries: 2 })).outcomes.through).toBeCloseTo((32 / 36) ** 2, 14);
  });

  it('reads rules.extra-six: Skill 2 beats MP cost 6 only on two sixes, 1 in 36, whatever an extra 6 is worth above 0', () => {
    expect(exactDrivingTest(cell({ mp_cost: 6, rules: { 'extra-six': 2 } })).outcomes.through).toBeCloseTo(1 / 36, 14);
    expect(exactDrivingTest(cell({ mp_cost: 6, rules: { 'extra-six': 0 } })).outcomes.through).toBe(0);
  });
});
