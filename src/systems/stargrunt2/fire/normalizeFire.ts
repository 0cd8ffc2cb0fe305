import { formatDie } from '../../../dice/dieType.js';
import { closedShift, openShift } from '../../../dice/shift.js';
import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { QUALITY_DICE } from '../data/qualities.js';
import type { SmallArm, Weapon } from '../data/weapons.js';
import { smallArmsFirepowerDie } from '../firepowerDie.js';
import { messages } from '../messages.js';
import { COVER_SHIFTS, rangeBandNumber, rangeDieInBand } from '../rangeDie.js';
import { armourTable, lookUp, weaponTable } from '../resolveNames.js';
import { whoIsHitDie } from '../whoIsHit.js';
import type { FireCell } from './FireCell.js';
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
  const edge = rules['range-band-edge'];
  // SMALL ARMS RANGES: the range band in inches is the firer's quality die type.
  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, qualityDie, edge);
  const firing = smallArms.filter((t) => !t.weapon.closeRange || band <= 1);
  const excluded = smallArms.length - firing.length;
  const notes: string[] = [];
  if (excluded > 0 && firing.length > 0) {
    notes.push(messages.closeRangeExcluded(sum(smallArms.filter((t) => !firing.includes(t)).map((t) => t.count)), band));
  }
  const support = troops.filter((t) => t.weapon!.class !== 'small-arms') as Array<{ count: number; weapon: Weapon }>;
  const supportDice = support.flatMap((t) => Array<number>(t.count).fill((t.weapon.firepower as { sides: number }).sides));
  const firepowerDie = smallArmsFirepowerDie(sum(firing.map((t) => t.count * t.weapon.firepower)));

  const range = rangeDieInBand(band, { cover: target.cover, inPosition: target.in_position, loneFigure: target.independent });
  const impossible =
    firing.length === 0 ? messages.closeRangeOnly(band) : 'impossible' in range ? range.impossible : undefined;
  if (impossible) notes.push(messages.fireImpossible(impossible));

  // Cover shifts the armour die too; IMPACT vs ARMOUR uses OPEN shifts, so an excess past D12 lowers the impact.
  const impactDie = smallArms[0].weapon.impact;
  const coverShift = COVER_SHIFTS[target.cover];
  const shifted = openShift(armourSides, impactDie.sides, coverShift);
  const quickAndDirty = rules.casualties === 'quick-and-dirty';
  const rangeSides = impossible || 'impossible' in range ? 0 : range.sides;
  return {
    ok: true,
    value: {
      firerDice: [qualityDie, ...(firepowerDie > 0 ? [firepowerDie] : []), ...supportDice],
      rangeDie: rangeSides,
      band,
      casualties: rules.casualties,
      // THE QUICK-AND-DIRTY OPTION: divide by the armour die type, raised one type in soft cover, two in hard.
      divisor: quickAndDirty ? closedShift(armourSides, coverShift) : rangeSides,
      leftoverRoll: !quickAndDirty || rules['quick-and-dirty-leftover'] === 'roll',
      impact: { sides: shifted.opponent, multiplier: impactDie.multiplier },
      armour: { sides: shifted.own, multiplier: 1 },
      figures: target.figures,
      whoDie: whoIsHitDie(target.figures, rules['who-is-hit']),
      repeatHitsKill: !quickAndDirty || rules['quick-and-dirty-repeat-hits'] === 'dead',
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
