import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { formatDie } from '../../../dice/dieType.js';
import { QUALITY_DICE } from '../data/qualities.js';
import type { SmallArm } from '../data/weapons.js';
import { messages } from '../messages.js';
import { rangeBandNumber } from '../rangeDie.js';
import { armourTable, lookUp, weaponTable } from '../resolveNames.js';
import type { FireCell } from './FireCell.js';
import { fireDice } from './fireDice.js';
import type { FireScenarioCell } from './schema.js';

/**
 * Turns one parsed fire scenario cell into dice (FIRE RESOLUTION, ADDING SUPPORT FIREPOWER,
 * SMALL ARMS RANGES, COVER AND CONCEALMENT, UNITS IN POSITION, FIRING AT INDEPENDENT FIGURES).
 */
export function normalizeFire(scenario: FireScenarioCell): NormalizeResult<FireCell> {
  const issues: Issue[] = [];
  const weapons = weaponTable(scenario.weapons);
  const troops = scenario.firer.troops.map((t, i) => ({
    count: t.count,
    weapon: lookUp(weapons, t.weapon, ['firer', 'troops', i, 'weapon'], 'weapon', issues),
  }));
  const armourSides = lookUp(armourTable(scenario.armour), scenario.target.armour, ['target', 'armour'], 'armour', issues);
  const { target, rules } = scenario;
  if (target.independent && target.figures !== 1) {
    issues.push({ path: ['target', 'independent'], message: messages.independentIsOneFigure });
  }
  const smallArms = troops.filter((t): t is { count: number; weapon: SmallArm } => t.weapon?.class === 'small-arms');
  if (troops.every((t) => t.weapon) && smallArms.length === 0) {
    issues.push({ path: ['firer', 'troops'], message: messages.noSmallArms });
  }
  const impacts = [...new Set(smallArms.map((t) => formatDie(t.weapon.impact)))];
  if (impacts.length > 1) {
    issues.push({ path: ['firer', 'troops'], message: messages.mixedSmallArmsImpact(impacts.join(', ')) });
  }
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  if (issues.length > 0 || armourSides === undefined) return { ok: false, issues };

  const qualityDie = QUALITY_DICE[scenario.firer.quality];
  // SMALL ARMS RANGES: the range band in inches is the firer's quality die type.
  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, qualityDie, rules['range-band-edge']);
  const looked = troops.map((t) => ({ count: t.count, weapon: t.weapon! }));
  const fireTarget = { figures: target.figures, armourSides, cover: target.cover, inPosition: target.in_position, independent: target.independent };
  return { ok: true, value: fireDice({ qualityDie, troops: looked }, fireTarget, band, rules) };
}
