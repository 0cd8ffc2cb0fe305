import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { type Die, formatDie } from '../../../../dice/dieType.js';
import { openShiftDice } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { messages as stargruntMessages } from '../../messages.js';
import { BOOK_TARGET_SHIFTS, coverShift } from '../../rangeDie.js';
import { armourDieTable } from '../../resolveNames.js';
import { BURST_RADIUS } from '../data/deliverySystems.js';
import { heavyNames } from '../messages.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { burstLimit } from './clockface.js';
import { formationPositions } from './formationPositions.js';
import { artilleryNames, artilleryMessages as messages } from './messages.js';
import { normalizeVehicles } from './normalizeVehicles.js';
import type { ArtilleryScenarioCell } from './schema.js';
import { warheadTable } from './warheadTable.js';

/**
 * Turns one parsed artillery scenario cell into plain numbers: FIRE SUPPORT ACCURACY (quality die,
 * exceed LV with a specialist observer who sees the target, else 2 × LV), ON-TABLE ARTILLERY FIRE (open
 * sights: as a specialist, deviation not multiplied), ARTILLERY WEAPON DATA (burst radius, impact against
 * dispersed targets) and CASUALTIES FROM ARTILLERY FIRE with UNITS IN POSITION (armour die up one type
 * for soft cover, two for hard, one more In Position, an OPEN shift onto the impact die); vehicles
 * caught in a burst through normalizeVehicles.
 */
export function normalizeArtillery(scenario: ArtilleryScenarioCell): NormalizeResult<ArtilleryCell> {
  const issues: Issue[] = [];
  const { mission, observer, target, rules } = scenario;
  const radii = { ...BURST_RADIUS, ...scenario.delivery_systems };
  const warheads = warheadTable(scenario.warheads);
  const radius = lookUpName(radii, mission.delivery, ['mission', 'delivery'], artilleryNames.delivery, issues);
  const warhead = lookUpName(warheads, mission.warhead, ['mission', 'warhead'], artilleryNames.warhead, issues);
  // No infantry unit: nobody rolls the infantry dice (D4 stands in for the absent armour).
  const armour: Die | undefined = target
    ? lookUpName(armourDieTable(scenario.armour), target.armour, ['target', 'armour'], heavyNames.armour, issues)
    : { sides: 4, multiplier: 1 };
  if (target && (target.positions === undefined) === (target.formation === undefined)) {
    issues.push({ path: ['target'], message: messages.positionsOrFormation });
  }
  if (!target && !scenario.vehicles) issues.push({ path: [], message: messages.targetOrVehicles });
  const vehiclesPart = normalizeVehicles(scenario, issues);
  if (mission.open_sights && !observer.sees_target)
    issues.push({ path: ['observer', 'sees_target'], message: messages.openSightsSeesTarget });
  if (issues.length > 0 || radius === undefined || warhead === undefined || armour === undefined)
    return { ok: false, issues };

  const positions = target ? (target.positions ?? formationPositions(target.formation!)) : [];
  const accuracyDie = QUALITY_DICE[observer.quality];
  // "if specialist AND can see target, exceed LV for accuracy; if not, exceed 2xLV"; open sights: "as if the
  // fire was being controlled by a specialist observer".
  const specialist = mission.open_sights || (observer.specialist && observer.sees_target);
  const accuracyTarget = specialist ? observer.leadership : rules['unspotted-accuracy-multiple'] * observer.leadership;
  const cover = target
    ? coverShift(target.cover, {
        ...BOOK_TARGET_SHIFTS,
        soft: rules['soft-cover-shift'],
        hard: rules['hard-cover-shift'],
      })
    : 0;
  const shifts = target ? cover + (target.in_position ? rules['in-position-armour-shift'] : 0) : 0;
  const shifted = openShiftDice(armour, warhead.infantry, shifts);
  // A house die off the ladder that the shift reaches is refused at its key (docs/rules/stargrunt2.md, Custom dice):
  // the armour itself, or the warhead's impact die that the excess past D12 would lower.
  if ('offLadder' in shifted) {
    const issue =
      shifted.offLadder === 'own'
        ? offLadderArmourIssue(target!, armour)
        : offLadderWarheadIssue(target!, mission.warhead, warhead.infantry);
    return { ok: false, issues: [issue] };
  }
  const notes = [
    ...(accuracyTarget >= accuracyDie ? [messages.neverAccurate(accuracyTarget, accuracyDie)] : []),
    ...vehiclesPart.notes,
  ];
  return {
    ok: true,
    value: {
      accuracyDie,
      accuracyTarget,
      multiplyDeviation: !mission.open_sights,
      rounds: mission.rounds,
      radius,
      burstLimit: burstLimit(radius, rules['burst-edge']),
      aimX: scenario.aim[0],
      aimY: scenario.aim[1],
      xs: positions.map((p) => p[0]),
      ys: positions.map((p) => p[1]),
      impact: shifted.opponent,
      armour: shifted.own,
      killMultiple: rules['kill-multiple'],
      // CASUALTIES FROM ARTILLERY FIRE: "Point targets ... roll their Armour vs. the Impact of the explosion
      // (against point targets), as if taking a MINOR HIT".
      pointImpact: warhead.point,
      vehicles: vehiclesPart.vehicles,
      destroyedFactor: vehiclesPart.destroyedFactor,
      suspensionImpact: vehiclesPart.suspensionImpact,
      weaponSize: vehiclesPart.weaponSize,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}

type Target = NonNullable<ArtilleryScenarioCell['target']>;

/** The cover and In Position that shift the unit's armour die, in words. */
function shiftingSituation(target: Target): string {
  return [target.cover !== 'open' ? `${target.cover} cover` : '', target.in_position ? 'being In Position' : '']
    .filter(Boolean)
    .join(' and ');
}

/** The refusal of a cover or In Position shift that reaches the unit's house armour off the ladder, at target.armour. */
function offLadderArmourIssue(target: Target, armour: Die): Issue {
  const why = messages.armourShiftedUp(shiftingSituation(target));
  return {
    path: ['target', 'armour'],
    message: stargruntMessages.offLadderShift(formatDie(armour), `armour "${target.armour}"`, why),
  };
}

/**
 * The refusal, at mission.warhead, of a cover or In Position shift whose excess past D12 must lower a house warhead's
 * impact die that is off the ladder.
 */
function offLadderWarheadIssue(target: Target, name: string, impact: Die): Issue {
  const why = messages.impactShiftedDown(shiftingSituation(target));
  return {
    path: ['mission', 'warhead'],
    message: stargruntMessages.offLadderShift(formatDie(impact), `warhead "${name}"`, why),
  };
}
