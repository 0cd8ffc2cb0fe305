import type { Issue } from '../../core/Issue.js';
import { infantryRofBonus, rangeBand } from './data/lookups.js';
import {
  ATTACKER_MOVEMENT,
  EXTRA_ACTION,
  type InfantryRofBonusTable,
  RANGE_BAND_MODIFIERS,
  type RangeBand,
} from './data/tables.js';
import type { Unit } from './data/units.js';
import type { Weapon } from './data/weapons.js';
import { messages } from './messages.js';
import type { RangedAttacker } from './schemaParts.js';

interface RangedShot {
  band: RangeBand;
  /** Every ATTACK ROLL modifier except the Arc of Attack and the −2 against infantry. */
  modifier: number;
  /** RoF available: the weapon's, plus the Infantry RoF Bonus for massed infantry weapons. */
  rofAvailable: number;
}

/**
 * The ATTACK ROLL of a ranged attack: Perception, Fire Control (vehicles), Weapon Accuracy, range band
 * from the Base Range (or Point Blank in contact), Attacker's Movement, minus the Obscurement, −1 per
 * extra Action, and any other modifier. Pushes issues for a target out of range or a weapon that needs
 * contact. The RoF available includes the Infantry RoF Bonus (INFANTRY RULES, Attacks; rules.infantry-rof-bonus).
 * @example rangedShot(attacker, WEAPONS['m4b-cannon'], 'm4b-cannon', undefined, 3, false, 0, issues).band // 'medium'
 */
export function rangedShot(
  attacker: RangedAttacker,
  weapon: Weapon,
  weaponName: string,
  unit: Unit | undefined,
  range: number,
  inContact: boolean,
  obscurement: number,
  issues: Issue[],
  rofBonuses?: InfantryRofBonusTable,
): RangedShot | undefined {
  let band: RangeBand | null;
  if (inContact) band = 'point-blank';
  else if (weapon.baseRange === null) {
    issues.push({ path: ['in_contact'], message: messages.contactOnly(weaponName) });
    return undefined;
  } else {
    band = rangeBand(range, weapon.baseRange);
    if (band === null) {
      issues.push({ path: ['range'], message: messages.outOfRange(range, 8 * weapon.baseRange) });
      return undefined;
    }
  }
  const infantry = attacker.kind === 'infantry';
  if (infantry && attacker.movement === 'top') {
    issues.push({ path: ['attacker', 'movement'], message: messages.infantryTopSpeed });
    return undefined;
  }
  const fireControl = infantry ? 0 : (attacker.fire_control ?? unit?.fireControl ?? 0);
  const modifier =
    attacker.perception +
    fireControl +
    weapon.accuracy +
    RANGE_BAND_MODIFIERS[band] +
    ATTACKER_MOVEMENT[attacker.movement] -
    obscurement +
    EXTRA_ACTION * attacker.extra_actions +
    attacker.modifier;
  const rofAvailable = weapon.rof + (infantry ? infantryRofBonus(attacker.troopers, rofBonuses) : 0);
  return { band, modifier, rofAvailable };
}

/** The RoF used: as given, or all of it; pushes an issue when more than available. */
export function rofUsed(given: number | undefined, available: number, issues: Issue[]): number {
  if (given === undefined) return available;
  if (given > available) issues.push({ path: ['rof_used'], message: messages.rofTooHigh(given, available) });
  return given;
}
