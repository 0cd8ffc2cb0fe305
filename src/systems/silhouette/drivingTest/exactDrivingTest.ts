import { stopsAfter } from '../../../dice/exact/stopsAfter.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import type { DrivingTestCell } from './DrivingTestCell.js';
import { drivingPasses } from './drivingPasses.js';
import type { DrivingTestDistribution, DrivingTestOutcome } from './drivingTestQuantities.js';

/** Exact driving through D terrain: each outcome's probability and the tests-passed histogram. */
interface DrivingTestExact {
  outcomes: Record<DrivingTestOutcome, number>;
  distributions: Record<DrivingTestDistribution, Float64Array>;
}

/**
 * Exact evaluator of driving through D terrain: one test's chance p from the raw-roll distribution, then k passes
 * before bogging down with p^k (1 − p), and every entry passed with p^entries.
 * @example exactDrivingTest({ dice: 2, modifier: 0, threshold: 2, entries: 1, fumbles: true, drawSucceeds: false }).outcomes.through // 0.8888888888888888
 */
export function exactDrivingTest(cell: DrivingTestCell): DrivingTestExact {
  let p = 0;
  for (const [raw, q] of rawRollDist(cell.dice, cell.fumbles, cell.sixBonus).entries())
    if (drivingPasses(cell, raw)) p += q;
  const passed = stopsAfter(p, 1 - p, cell.entries);
  return {
    outcomes: { through: passed[cell.entries], bogged_down: 1 - passed[cell.entries] },
    distributions: { tests_passed: passed },
  };
}
