import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { GRADE_PROFILES } from '../data/grades.js';
import type { MortarActivationCell } from './MortarActivationCell.js';
import type { MortarActivationScenarioCell } from './schema.js';

/**
 * The FO's LD and number of attempts (Mortars' special rules; Morale: outside command radius).
 * @example normalizeMortarActivation(parsed) // { ok: true, value: { ldFaces: 9, attempts: 3, mortars: 1, firingBySuccess: [3, 2, 1] } } for a regular FO
 */
export function normalizeMortarActivation(s: MortarActivationScenarioCell): NormalizeResult<MortarActivationCell> {
  const profile = GRADE_PROFILES[s.fo.grade];
  const own = profile.ld + (s.fo.co ? s.rules['co-ld-bonus'] : 0);
  const ld = s.fo.in_command_radius ? own : halve(own, s.rules['out-of-command-rounding']);
  const firing = s.rules['firing-actions'];
  const firingBySuccess = [firing.first, firing.second, firing.third];
  return {
    ok: true,
    value: { ldFaces: d20Faces(ld), attempts: Math.min(3, profile.actions), mortars: s.mortars, firingBySuccess },
  };
}
