import type { NormalizeResult } from '../../../../core/Issue.js';
import { parseDie } from '../../../../dice/dieType.js';
import { openShift } from '../../../../dice/shift.js';
import type { ImpactVsArmourCell } from './ImpactVsArmourCell.js';
import type { ImpactVsArmourScenarioCell } from './schema.js';

/**
 * Turns one parsed impact-vs-armour cell into dice. Armour shifts (cover) are OPEN shifts: past D12 they lower
 * the impact die (DIE TYPE SHIFTS; COVER AND CONCEALMENT).
 * @example normalizeImpactVsArmour({ …, impact: 'd10', armour: 'd8', armour_shift: 3 }) // armour D12, impact D8
 */
export function normalizeImpactVsArmour(scenario: ImpactVsArmourScenarioCell): NormalizeResult<ImpactVsArmourCell> {
  // The schema admits only die types, so both texts parse.
  const impact = parseDie(scenario.impact)!;
  const armour = parseDie(scenario.armour)!;
  const shifted = openShift(armour.sides, impact.sides, scenario.armour_shift);
  return { ok: true, value: { impact: { ...impact, sides: shifted.opponent }, armour: { ...armour, sides: shifted.own }, killMultiple: scenario.rules['kill-multiple'] } };
}
