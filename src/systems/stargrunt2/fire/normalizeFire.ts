import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { QUALITY_DICE } from '../data/qualities.js';
import { messages } from '../messages.js';
import { COVER_SHIFTS, rangeBandNumber } from '../rangeDie.js';
import { armourDieTable, weaponTable } from '../resolveNames.js';
import type { FireCell } from './FireCell.js';
import { fireDice } from './fireDice.js';
import { lookUpTroops } from './lookUpTroops.js';
import { armourKeys, offLadderShiftIssues } from './offLadderShifts.js';
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
  const armour = lookUpTargetArmour(
    target.armour,
    armourDieTable(scenario.armour),
    target.figures,
    rules.casualties,
    ['target', 'armour'],
    issues,
  );
  if (target.independent && target.figures !== 1) {
    issues.push({ path: ['target', 'independent'], message: messages.independentIsOneFigure });
  }
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  if (troops !== undefined && armour !== undefined) {
    // House dice off the ladder: refused where a shift reaches them (docs/rules/stargrunt2.md, Custom dice).
    const firstSmallArm = troops.findIndex((t) => t.weapon.class === 'small-arms');
    const keys = {
      armour: armourKeys(target.armour),
      impact: { name: scenario.firer.troops[firstSmallArm].weapon, path: ['firer', 'troops', firstSmallArm, 'weapon'] },
    };
    offLadderShiftIssues(
      armour,
      troops[firstSmallArm].weapon.impact,
      COVER_SHIFTS[target.cover],
      rules.casualties,
      keys,
      issues,
    );
  }
  if (issues.length > 0 || troops === undefined || armour === undefined) return { ok: false, issues };

  const qualityDie = QUALITY_DICE[scenario.firer.quality];
  // SMALL ARMS RANGES: the range band in inches is the firer's quality die type.
  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, qualityDie, rules['range-band-edge']);
  // One armour is the armour of every figure; groups are kept only when they are mixed, or carry listed faces.
  const fireTarget = {
    figures: target.figures,
    armourSides: armour[0].sides,
    ...(armour.length > 1 || armour[0].faces ? { armourGroups: armour } : {}),
    cover: target.cover,
    inPosition: target.in_position,
    independent: target.independent,
    ...(target.travel_mode ? { travelMode: true } : {}),
  };
  return { ok: true, value: fireDice({ qualityDie, troops }, fireTarget, band, rules) };
}
