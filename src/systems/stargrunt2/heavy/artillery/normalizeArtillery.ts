import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { type Die, formatDie, parseDie } from '../../../../dice/dieType.js';
import { openShiftDice } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { BOOK_TARGET_SHIFTS, coverShift } from '../../rangeDie.js';
import { messages as stargruntMessages } from '../../messages.js';
import { armourDieTable } from '../../resolveNames.js';
import { BURST_RADIUS } from '../data/deliverySystems.js';
import { WARHEADS, type Warhead } from '../data/warheads.js';
import { heavyNames } from '../messages.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { burstLimit } from './clockface.js';
import { formationPositions } from './formationPositions.js';
import { artilleryMessages as messages, artilleryNames } from './messages.js';
import { normalizeVehicles } from './normalizeVehicles.js';
import type { ArtilleryScenarioCell } from './schema.js';

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
  const warheads: Record<string, Warhead> = { ...WARHEADS };
  for (const [name, w] of Object.entries(scenario.warheads ?? {})) warheads[name] = { infantry: parseDie(w.infantry)!, point: parseDie(w.point ?? w.infantry)! };
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
  if (mission.open_sights && !observer.sees_target) issues.push({ path: ['observer', 'sees_target'], message: messages.openSightsSeesTarget });
  if (issues.length > 0 || radius === undefined || warhead === undefined || armour === undefined) return { ok: false, issues };

  const positions = target ? (target.positions ?? formationPositions(target.formation!)) : [];
  const accuracyDie = QUALITY_DICE[observer.quality];
  // "if specialist AND can see target, exceed LV for accuracy; if not, exceed 2xLV"; open sights: "as if the
  // fire was being controlled by a specialist observer".
  const specialist = mission.open_sights || (observer.specialist && observer.sees_target);
  const accuracyTarget = specialist ? observer.leadership : rules['unspotted-accuracy-multiple'] * observer.leadership;
  const cover = target ? coverShift(target.cover, { ...BOOK_TARGET_SHIFTS, soft: rules['soft-cover-shift'], hard: rules['hard-cover-shift'] }) : 0;
  const shifts = target ? cover + (target.in_position ? rules['in-position-armour-shift'] : 0) : 0;
  const shifted = openShiftDice(armour, warhead.infantry, shifts);
  // A house die off the ladder that the shift reaches is refused at its key (docs/rules/stargrunt2.md, Custom dice).
  if ('offLadder' in shifted) return { ok: false, issues: [offLadderArmourIssue(target!, armour)] };
  const notes = [...(accuracyTarget >= accuracyDie ? [messages.neverAccurate(accuracyTarget, accuracyDie)] : []), ...vehiclesPart.notes];
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

/**
 * The refusal of a cover or In Position shift that reaches the unit's house armour off the ladder, at target.armour.
 * (Warheads are ladder dice, so the excess past D12 always finds an impact die to lower.)
 */
function offLadderArmourIssue(target: NonNullable<ArtilleryScenarioCell['target']>, armour: Die): Issue {
  const situation = [target.cover !== 'open' ? `${target.cover} cover` : '', target.in_position ? 'being In Position' : ''].filter(Boolean).join(' and ');
  const why = `${situation} shifts the armour die up (CASUALTIES FROM ARTILLERY FIRE, UNITS IN POSITION)`;
  return { path: ['target', 'armour'], message: stargruntMessages.offLadderShift(formatDie(armour), `armour "${target.armour}"`, why) };
}
