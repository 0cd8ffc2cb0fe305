import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { QUALITY_DICE } from '../data/qualities.js';
import { messages } from '../messages.js';
import { rangeBandNumber } from '../rangeDie.js';
import { armourTable, weaponTable } from '../resolveNames.js';
import type { FireCell } from './FireCell.js';
import { fireDice } from './fireDice.js';
import { lookUpTroops } from './lookUpTroops.js';
import type { FireScenarioCell } from './schema.js';
import { lookUpTargetArmour } from './targetArmour.js';

/**
 * Turns one parsed fire scenario cell into dice (FIRE RESOLUTION, ADDING SUPPORT FIREPOWER,
 * SMALL ARMS RANGES, COVER AND CONCEALMENT, UNITS IN POSITION, FIRING AT INDEPENDENT FIGURES).
 */
export function normalizeFire(scenario: FireScenarioCell): NormalizeResult<FireCell> {
  const issues: Issue[] = [];
  const troops = lookUpTroops(scenario.firer.troops, weaponTable(scenario.weapons), ['firer', 'troops'], issues);
  const { target, rules } = scenario;
  const armour = lookUpTargetArmour(target.armour, armourTable(scenario.armour), target.figures, rules.casualties, ['target', 'armour'], issues);
  if (target.independent && target.figures !== 1) {
    issues.push({ path: ['target', 'independent'], message: messages.independentIsOneFigure });
  }
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  if (issues.length > 0 || troops === undefined || armour === undefined) return { ok: false, issues };

  const qualityDie = QUALITY_DICE[scenario.firer.quality];
  // SMALL ARMS RANGES: the range band in inches is the firer's quality die type.
  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, qualityDie, rules['range-band-edge']);
  // One armour is the armour of every figure; groups are kept only when they are mixed.
  const fireTarget = {
    figures: target.figures,
    armourSides: armour[0].sides,
    ...(armour.length > 1 ? { armourGroups: armour } : {}),
    cover: target.cover,
    inPosition: target.in_position,
    independent: target.independent,
    ...(target.travel_mode ? { travelMode: true } : {}),
  };
  return { ok: true, value: fireDice({ qualityDie, troops }, fireTarget, band, rules) };
}
