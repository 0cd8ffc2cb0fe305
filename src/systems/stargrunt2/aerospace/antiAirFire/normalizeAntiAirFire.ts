import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { parseDie } from '../../../../dice/dieType.js';
import { closedShift } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { heavyWeaponTable } from '../../heavy/data/heavyWeaponTable.js';
import { SYSTEM_DICE } from '../../heavy/data/systemDice.js';
import { aerospaceNames, aerospaceMessages as messages } from '../messages.js';
import type { AntiAirFireCell } from './AntiAirFireCell.js';
import { normalizeWreckBlast } from './normalizeWreckBlast.js';
import type { AntiAirFireScenarioCell } from './schema.js';

/**
 * EFFECTS OF ON-TABLE ANTI-AIR FIRE, names → dice: the fire control or guidance die ("if the system is not specified
 * as an AA-dedicated type then shift its die type DOWN one"), the ECM die (D4 without a suite; "If the aircraft is
 * HOVERING, reduce the ECM die by one type" for the shot, D4 staying D4), the weapon's impact against the aircraft's
 * armour as anti-vehicle fire, and the pilot's dice.
 */
export function normalizeAntiAirFire(scenario: AntiAirFireScenarioCell): NormalizeResult<AntiAirFireCell> {
  const issues: Issue[] = [];
  const { firer, target, rules } = scenario;
  const weapon = lookUpName(
    heavyWeaponTable(scenario.heavy_weapons),
    firer.weapon,
    ['firer', 'weapon'],
    aerospaceNames.weapon,
    issues,
  );
  const level = weapon && systemLevel(scenario, weapon.guided, weapon.guidance, issues);
  const nearby = target.figures_nearby
    ? normalizeWreckBlast(target.figures_nearby, scenario.armour, issues)
    : undefined;
  if (issues.length > 0 || !weapon || !level) return { ok: false, issues };

  const full = SYSTEM_DICE[level];
  const shifted = firer.anti_air === 'dedicated' ? full : closedShift(full, -1);
  const ecm = SYSTEM_DICE[target.ecm];
  const targetDie = target.hovering ? closedShift(ecm, -1) : ecm;
  const shotDice = [QUALITY_DICE[firer.quality], rules['aa-shift'] === 'every-roll' ? shifted : full];
  return {
    ok: true,
    value: {
      systemDie: shifted,
      ecm,
      evades: target.pilot.evades,
      pilotSides: QUALITY_DICE[target.pilot.quality],
      shotDice,
      targetDie,
      impact: weapon.impact,
      majorMultiplier: 2,
      armour: typeof target.armour === 'number' ? { sides: 12, multiplier: target.armour } : parseDie(target.armour)!,
      destroyedFactor: rules['destroyed-threshold'] === 'more-than-twice-armour' ? 2 : 3,
      confidenceNeeded: target.pilot.leadership + rules['hit-threat'],
      explodesUpTo: rules['landing-explodes-up-to'],
      crashesUpTo: rules['landing-crashes-up-to'],
      killedUpTo: rules['crash-killed-up-to'],
      woundedUpTo: rules['crash-wounded-up-to'],
      hovering: target.hovering,
      occupants: target.occupants,
      ...(nearby ? { nearby } : {}),
      note: messages.dice(shifted, shotDice, ecm, targetDie),
    },
  };
}

/** The weapon's system level: a gun's fire control (it must have one), a missile's guidance (issued or given). */
function systemLevel(
  scenario: AntiAirFireScenarioCell,
  guided: boolean,
  issued: string | undefined,
  issues: Issue[],
): keyof typeof SYSTEM_DICE | undefined {
  const { firer } = scenario;
  if (!guided) {
    if (firer.guidance !== undefined)
      issues.push({ path: ['firer', 'guidance'], message: messages.guidanceOnlyMissiles });
    if (firer.anti_air === 'ground-only') issues.push({ path: ['firer', 'anti_air'], message: messages.groundOnlyGun });
    if (firer.fire_control === undefined || firer.fire_control === 'none') {
      issues.push({ path: ['firer', 'fire_control'], message: messages.needsFireControl });
      return undefined;
    }
    return firer.fire_control;
  }
  if (firer.fire_control !== undefined)
    issues.push({ path: ['firer', 'fire_control'], message: messages.fireControlOnlyGuns });
  if (firer.anti_air === 'ground-only')
    issues.push({ path: ['firer', 'anti_air'], message: messages.groundOnlyMissile(firer.weapon) });
  const level = issued ?? firer.guidance;
  if (level === undefined) issues.push({ path: ['firer', 'guidance'], message: messages.guidanceNeeded(firer.weapon) });
  return level as keyof typeof SYSTEM_DICE | undefined;
}
