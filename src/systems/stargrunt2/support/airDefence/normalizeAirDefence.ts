import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import type { AirDefenceDice } from '../../steps/airDefence.js';
import { adeNumbersOf } from '../adeRules.js';
import { airDefenceDice } from './airDefenceDice.js';
import { airDefenceMessages as messages } from './messages.js';
import type { AirDefenceScenarioCell } from './schema.js';

/**
 * EFFECTS OF THE AIR DEFENCE ENVIRONMENT and UNITS LEAVING THE BATTLE AREA, names → dice: on the way out "the ADE is
 * counted as one die type LOWER than usual" (rule `outbound-ade`; a closed shift, a MINIMAL D4 stays a D4).
 */
export function normalizeAirDefence(
  scenario: AirDefenceScenarioCell,
): NormalizeResult<AirDefenceDice & { note?: string }> {
  const issues: Issue[] = [];
  if (scenario.ade === 'none') issues.push({ path: ['ade'], message: messages.noAde });
  if (issues.length > 0) return { ok: false, issues };
  const lower = scenario.direction === 'outbound' && scenario.rules['outbound-ade'] === 'one-type-lower';
  const dice = airDefenceDice(scenario, adeNumbersOf(scenario.rules), lower ? -1 : 0);
  return { ok: true, value: { ...dice, note: messages.dice(dice.ade, dice.ecm) } };
}
