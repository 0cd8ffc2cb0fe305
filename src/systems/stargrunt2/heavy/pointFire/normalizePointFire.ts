import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { type Die, formatDie } from '../../../../dice/dieType.js';
import { faceValuesUnlessPlain } from '../../../../dice/faceDie.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { SmallArm, SupportWeapon, Weapon } from '../../data/weapons.js';
import { smallArmsFirepowerDie } from '../../firepowerDie.js';
import { BOOK_TARGET_SHIFTS, rangeBandNumber, rangeDieInBand } from '../../rangeDie.js';
import { weaponTable } from '../../resolveNames.js';
import type { HeavyWeapon } from '../data/heavyWeapons.js';
import { heavyWeaponTable } from '../data/heavyWeaponTable.js';
import { SYSTEM_DICE } from '../data/systemDice.js';
import { heavyNames, heavyMessages as messages } from '../messages.js';
import { crewNote } from '../pointTarget/crewNote.js';
import { normalizePointTarget } from '../pointTarget/normalizePointTarget.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import type { PointFireScenarioCell } from './schema.js';

/** The firer's half of a point-fire cell, before the range die. */
interface Shooter {
  dice: number[];
  /** Each die's face values where a house support die is not a plain d-N (listed faces, or multiplied); else absent. */
  faces?: Array<readonly number[] | null>;
  /** Inches per range band. */
  bandInches: number;
  mode: 'heavy' | 'small-arms';
  impact: Die;
  majorMultiplier: number;
  weaponSize: number;
  /** Small arms: close-range troopers, excluded past band 1. */
  closeRange?: { dice: (band: number) => number[] | undefined; excludedTroopers: (band: number) => number };
}

/**
 * Turns one parsed `point-fire` cell into a PointTargetCell: HEAVY WEAPONS RANGE BANDS (12" × target
 * size), IMPACT VALUES FOR HEAVY WEAPONS, ARMOUR VALUES OF POINT TARGETS, INDIVIDUAL FIRE OF SUPPORT
 * WEAPONS (asterisked weapons fire like heavy weapons, SAWs as small arms), UNGUIDED ROCKETS and
 * FIRING SMALL ARMS AT POINT TARGETS.
 */
export function normalizePointFire(scenario: PointFireScenarioCell): NormalizeResult<PointTargetCell> {
  const issues: Issue[] = [];
  const { firer, target, rules } = scenario;
  const targetPart = normalizePointTarget(target, rules, scenario.armour, issues, ['target']);
  if (target.building_size !== undefined && target.building_size < target.size) {
    issues.push({
      path: ['target', 'building_size'],
      message: messages.aimPointLargerThanBuilding(target.size, target.building_size),
    });
  }
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  const quality = QUALITY_DICE[firer.quality];
  let shooter: Shooter | undefined;
  if ((firer.weapon === undefined) === (firer.troops === undefined)) {
    issues.push({ path: ['firer'], message: messages.weaponOrTroops });
  } else if (firer.weapon !== undefined) {
    shooter = oneWeapon(scenario, quality, issues);
  } else {
    shooter = squad(scenario, quality, issues);
  }
  if (issues.length > 0 || !shooter) return { ok: false, issues };

  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, shooter.bandInches, rules['range-band-edge']);
  const notes: string[] = [];
  let dice: number[] | undefined = shooter.dice;
  if (shooter.closeRange) {
    dice = shooter.closeRange.dice(band);
    const excluded = shooter.closeRange.excludedTroopers(band);
    if (dice && excluded > 0) notes.push(messages.closeRangeExcluded(excluded, band));
  }
  const shifts = { ...BOOK_TARGET_SHIFTS, soft: rules['soft-cover-shift'], hard: rules['hard-cover-shift'] };
  const range = rangeDieInBand(
    band,
    { cover: target.cover, inPosition: false, loneFigure: false, travelMode: target.travel_mode },
    shifts,
  );
  if (target.travel_mode) notes.push(messages.travelModeVehicle);
  const impossible = !dice ? messages.closeRangeOnly(band) : 'impossible' in range ? range.impossible : undefined;
  if (impossible) notes.push(messages.fireImpossible(impossible));
  const penetrable = shooter.mode === 'heavy' || targetPart.armour.multiplier === 1;
  if (!penetrable) notes.push(messages.armourTooHeavyForSmallArms);
  const crew = impossible
    ? undefined
    : crewNote(
        targetPart.crew,
        shooter.mode === 'heavy' && targetPart.suspension > 0,
        rules['immobilised-threat-level'],
      );
  if (crew) notes.push(crew);
  return {
    ok: true,
    value: {
      firerDice: dice ?? shooter.dice,
      ...(shooter.faces ? { firerFaces: shooter.faces } : {}),
      targetDie: impossible || 'impossible' in range ? 0 : range.sides,
      mode: shooter.mode,
      penetrable,
      impact: shooter.impact,
      majorMultiplier: shooter.majorMultiplier,
      weaponSize: shooter.weaponSize,
      ...targetPart,
      ...(target.building_size !== undefined ? { buildingSize: target.building_size } : {}),
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}

/** A heavy weapon with its fire control, or a support weapon fired individually. */
function oneWeapon(scenario: PointFireScenarioCell, quality: number, issues: Issue[]): Shooter | undefined {
  const { firer, target } = scenario;
  const name = firer.weapon!;
  const path = ['firer', 'weapon'];
  const heavy = heavyWeaponTable(scenario.heavy_weapons);
  const support = weaponTable(scenario.weapons);
  // Either table may name it (heavy weapons first, as the suggestions list them); a heavy weapon wins a tie.
  const either: Record<string, HeavyWeapon | Weapon> = { ...heavy, ...support };
  if (lookUpName(either, name, path, heavyNames.heavyOrSupportWeapon, issues) === undefined) return undefined;
  if (Object.hasOwn(heavy, name)) {
    const weapon = heavy[name];
    if (weapon.guided) issues.push({ path, message: messages.missileNeedsMissileFire(name) });
    if (firer.mounted) issues.push({ path: ['firer', 'mounted'], message: messages.mountedOnlySupport });
    // HEAVY WEAPON FIRE AT POINT TARGETS: quality die and fire control die (D4 if fired manually).
    return {
      dice: [quality, SYSTEM_DICE[firer.fire_control]],
      bandInches: 12 * target.size,
      mode: 'heavy',
      impact: weapon.impact,
      majorMultiplier: scenario.rules['major-hit-multiplier'],
      weaponSize: weapon.size,
    };
  }
  const weapon = support[name];
  if (weapon.class === 'small-arms') {
    issues.push({ path, message: messages.notAPointTargetWeapon(name) });
    return undefined;
  }
  if (firer.fire_control !== 'none')
    issues.push({ path: ['firer', 'fire_control'], message: messages.fireControlOnlyHeavy });
  if (firer.mounted && name === 'iavr')
    issues.push({ path: ['firer', 'mounted'], message: messages.iavrNotMultiplied });
  // INDIVIDUAL FIRE OF SUPPORT WEAPONS: quality die and the weapon's support firepower die; the small-arms
  // range band for infantry, 12" × target size on a groundmount or vehicle. Asterisked weapons fire as
  // heavy weapons (impact doubled for a major hit); SAWs are subject to the small-arms rules.
  const faces = faceValuesUnlessPlain(weapon.firepower);
  return {
    dice: [quality, weapon.firepower.sides],
    ...(faces ? { faces: [null, faces] } : {}),
    bandInches: firer.mounted ? 12 * target.size : quality,
    mode: weapon.heavyAtPointTargets ? 'heavy' : 'small-arms',
    impact: weapon.impact,
    majorMultiplier: weapon.heavyAtPointTargets ? scenario.rules['major-hit-multiplier'] : 2,
    weaponSize: 1,
  };
}

/** FIRING SMALL ARMS AT POINT TARGETS: quality die, small-arms firepower die, support dice; small-arms band. */
function squad(scenario: PointFireScenarioCell, quality: number, issues: Issue[]): Shooter | undefined {
  const weapons = weaponTable(scenario.weapons);
  const troops = scenario.firer.troops!.map((t, i) => ({
    count: t.count,
    name: t.weapon,
    weapon: lookUpName(weapons, t.weapon, ['firer', 'troops', i, 'weapon'], heavyNames.weapon, issues),
  }));
  if (scenario.firer.fire_control !== 'none')
    issues.push({ path: ['firer', 'fire_control'], message: messages.fireControlOnlyHeavy });
  if (troops.some((t) => !t.weapon)) return undefined;
  const smallArms = troops.filter(
    (t): t is { count: number; name: string; weapon: SmallArm } => t.weapon!.class === 'small-arms',
  );
  const support = troops.filter(
    (t): t is { count: number; name: string; weapon: SupportWeapon } => t.weapon!.class !== 'small-arms',
  );
  if (smallArms.length === 0) {
    issues.push({ path: ['firer', 'troops'], message: messages.noSmallArms });
    return undefined;
  }
  const impacts = [...new Set(smallArms.map((t) => formatDie(t.weapon.impact)))];
  if (impacts.length > 1) {
    issues.push({ path: ['firer', 'troops'], message: messages.mixedSmallArmsImpact(impacts.join(', ')) });
    return undefined;
  }
  const supportDice = support.flatMap((t) => Array<number>(t.count).fill(t.weapon.firepower.sides));
  const supportFaces = support.flatMap((t) =>
    Array<readonly number[] | null>(t.count).fill(faceValuesUnlessPlain(t.weapon.firepower)),
  );
  const firing = (band: number) => smallArms.filter((t) => !t.weapon.closeRange || band <= 1);
  const diceAt = (band: number) => {
    const fp = firing(band).reduce((n, t) => n + t.count * t.weapon.firepower, 0);
    return firing(band).length === 0
      ? undefined
      : [quality, smallArmsFirepowerDie(fp, scenario.rules['firepower-die-cap']), ...supportDice];
  };
  return {
    dice: diceAt(1)!,
    // Quality and small-arms firepower dice are on the ladder; the support dice follow them, in diceAt's order.
    ...(supportFaces.some((f) => f !== null) ? { faces: [null, null, ...supportFaces] } : {}),
    bandInches: quality,
    mode: 'small-arms',
    impact: smallArms[0].weapon.impact,
    majorMultiplier: 1,
    weaponSize: 1,
    closeRange: {
      dice: diceAt,
      excludedTroopers: (band) => smallArms.filter((t) => !firing(band).includes(t)).reduce((n, t) => n + t.count, 0),
    },
  };
}
