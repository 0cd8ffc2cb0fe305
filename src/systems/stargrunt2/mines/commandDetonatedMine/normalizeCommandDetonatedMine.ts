import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import type { Die } from '../../../../dice/dieType.js';
import { armourDieTable, stargrunt2Names } from '../../resolveNames.js';
import { minesMessages as messages } from '../messages.js';
import { CDM_TARGET, type CommandDetonatedMineCell } from './CommandDetonatedMineCell.js';
import type { CommandDetonatedMineScenarioCell } from './schema.js';

/** Most occupants a vehicle may carry here (the histograms run 0 … this). */
const MOST_OCCUPANTS = 30;

/**
 * Turns one parsed CDM cell into dice: the CDM's die (`cdm-impact`, D10), the unit's figures and armour die (house armour: any d-N or listed faces; no cover here, so no shift), or a soft-skin's die (`softskin-armour`, D6) with its
 * occupants ("as described in the AV mines section": a soft-skin's occupants are casualties on 1–4, `softskin-occupants-up-to`), or an AFV.
 * @example normalizeCommandDetonatedMine({ …, mines: 1, unit: { figures: 6, armour: 'partial-light' } }).value // figures 6, armour D6
 */
export function normalizeCommandDetonatedMine(
  scenario: CommandDetonatedMineScenarioCell,
): NormalizeResult<CommandDetonatedMineCell> {
  const issues: Issue[] = [];
  const { unit, vehicle } = scenario;
  if (unit && vehicle) issues.push({ path: ['vehicle'], message: messages.unitOrVehicle });
  if (!unit && !vehicle) issues.push({ path: [], message: messages.unitOrVehicleMissing });
  const table = armourDieTable(scenario.armour);
  const armour = unit ? lookUpName(table, unit.armour, ['unit', 'armour'], stargrunt2Names.armour, issues) : null;
  const occupants: Die[] = [];
  vehicle?.occupants.forEach((o, i) => {
    const die = lookUpName(table, o.armour, ['vehicle', 'occupants', i, 'armour'], stargrunt2Names.armour, issues);
    if (die !== undefined) for (let k = 0; k < o.count; k++) occupants.push(die);
  });
  if (occupants.length > MOST_OCCUPANTS)
    issues.push({
      path: ['vehicle', 'occupants'],
      message: messages.tooManyOccupants(occupants.length, MOST_OCCUPANTS),
    });
  if (issues.length > 0 || armour === undefined) return { ok: false, issues };
  const target = unit ? CDM_TARGET.unit : vehicle!.type === 'softskin' ? CDM_TARGET.softskin : CDM_TARGET.afv;
  return {
    ok: true,
    value: {
      mines: scenario.mines,
      impactSides: scenario.rules['cdm-impact'],
      target,
      figures: unit ? unit.figures : 0,
      armour,
      vehicleArmourSides: scenario.rules['softskin-armour'],
      occupants,
      occupantThreshold: scenario.rules['softskin-occupants-up-to'],
      killMultiple: scenario.rules['kill-multiple'],
      ...(target === CDM_TARGET.afv ? { note: messages.cdmAgainstAfv } : {}),
    },
  };
}
