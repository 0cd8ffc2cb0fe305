import type { NormalizeResult } from '../../../../core/Issue.js';
import { formatDie } from '../../../../dice/dieType.js';
import { readDie } from '../../../../dice/faceDie.js';
import { openShiftDice } from '../../../../dice/shift.js';
import { messages } from '../../messages.js';
import type { ImpactVsArmourCell } from './ImpactVsArmourCell.js';
import type { ImpactVsArmourScenarioCell } from './schema.js';

/**
 * Turns one parsed impact-vs-armour cell into dice. Armour shifts (cover) are OPEN shifts: past D12 they lower
 * the impact die (DIE TYPE SHIFTS; COVER AND CONCEALMENT). Any d-N or listed faces is read; a shift that reaches a
 * die off the ladder is refused at its key (docs/rules/stargrunt2.md, Custom dice).
 * @example normalizeImpactVsArmour({ …, impact: 'd10', armour: 'd8', armour_shift: 3 }) // armour D12, impact D8
 */
export function normalizeImpactVsArmour(scenario: ImpactVsArmourScenarioCell): NormalizeResult<ImpactVsArmourCell> {
  // The schema admits only dice, so both parse.
  const impact = readDie(scenario.impact)!;
  const armour = readDie(scenario.armour)!;
  const steps = scenario.armour_shift;
  const shifted = openShiftDice(armour, impact, steps);
  if ('offLadder' in shifted) {
    const why = `armour_shift: ${steps} shifts the armour die ${steps} type(s) up`;
    const issue =
      shifted.offLadder === 'own'
        ? { path: ['armour'], message: messages.offLadderShift(formatDie(armour), 'armour', why) }
        : {
            path: ['impact'],
            message: messages.offLadderShift(
              formatDie(impact),
              'impact',
              `${why}, past D12 for ${formatDie(armour)}, and the excess is an OPEN shift down of the impact die`,
            ),
          };
    return { ok: false, issues: [issue] };
  }
  return {
    ok: true,
    value: { impact: shifted.opponent, armour: shifted.own, killMultiple: scenario.rules['kill-multiple'] },
  };
}
