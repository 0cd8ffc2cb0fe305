import type { NormalizeResult } from '../../../core/Issue.js';
import type { DrivingTestCell } from './DrivingTestCell.js';
import type { DrivingTestScenarioCell } from './schema.js';

/** Turns a driving-test cell into numbers. */
export function normalizeDrivingTest(s: DrivingTestScenarioCell): NormalizeResult<DrivingTestCell> {
  return {
    ok: true,
    value: {
      dice: s.skill,
      modifier: s.modifier,
      threshold: s.mp_cost,
      entries: s.entries,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      drawSucceeds: s.rules['threshold-draw'] === 'succeeds',
    },
  };
}
