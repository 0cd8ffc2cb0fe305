import { CLOSE_ASSAULT_THREATS } from '../../data/reactionThreatLevels.js';
import type { FireCell } from '../../fire/FireCell.js';
import { type FiringTroops, fireDice } from '../../fire/fireDice.js';
import { oneArmour } from '../../fire/oneArmour.js';
import { rangeBandNumber } from '../../rangeDie.js';
import { type CloseCombatFigure, closeCombatDice, type PowerArmourCloseCombat } from '../closeCombatDice.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { oddsStrength, oddsThreat } from './oddsThreat.js';

/** An assaulting unit as plain data (looked up). */
export interface AssaultingUnit {
  figures: number;
  /** Its close-combat figure: quality die, the weapon's shift, power armour. */
  figure: CloseCombatFigure;
  leadership: number;
  /** Confidence level, 0 CO … 2 SH (a BROKEN or ROUTED unit may not assault). */
  start: number;
  /** COMBAT MOVEMENT die (sides). */
  moveDie: number;
  /** Its armour die (sides; the faces of a house die with listed faces), for the defenders' final defensive fire. */
  armourSides: number;
  armourFaces?: readonly number[];
  terror: boolean;
}

/** A defending unit as plain data (looked up). */
export interface DefendingUnit {
  figures: number;
  figure: CloseCombatFigure;
  leadership: number;
  /** Confidence level, 0 CO … 4 RO (BROKEN or worse: routs without a test). */
  start: number;
  /** +1 die type in the first round: in cover, In Position or field defences. */
  positionBonus: boolean;
  suppression: number;
  /** The weapons of FINAL DEFENSIVE FIRE; undefined: the defenders do not fire. */
  firing?: FiringTroops;
}

/** The close-assault rule variants that change the dice. */
export interface CloseAssaultDiceRules {
  halfOrLess: boolean;
  spares: CloseAssaultCell['spares'];
  abortIfShort: boolean;
  fireCasualtiesCount: boolean;
  followThrough: boolean;
  /** Parameters (absent: the rulebook's): `power-armour-close-combat`, `defender-cover-shift`, `power-armour-odds`. */
  powerArmour?: PowerArmourCloseCombat;
  defenderCoverShift?: number;
  powerArmourOdds?: number;
}

/**
 * The plain numbers of one unit's close assault (INITIATING CLOSE ASSAULT, CLOSE COMBAT RESOLUTION, FINAL DEFENSIVE
 * FIRE, TERROR EFFECTS, COMBAT MOVEMENT) from data already looked up: the same code for `resolve: close-assault` and
 * for an engagement whose units assault as the battle unfolds. Final defensive fire is fire at infantry in the open
 * under the fire resolution's default rules, from where each face of the first combat move leaves the attackers.
 * @example closeAssaultDice(attacker, defender, 8, rules).chargeNeeded // the attacker's LV + 0 (CO), 1 (ST) or 3 (SH)
 */
export function closeAssaultDice(
  attacker: AssaultingUnit,
  defender: DefendingUnit,
  distance: number,
  rules: CloseAssaultDiceRules,
): CloseAssaultCell {
  const odds = rules.powerArmourOdds ?? 2;
  const standThreat =
    oddsThreat(
      oddsStrength(attacker.figures, attacker.figure.powerArmour, odds),
      oddsStrength(defender.figures, defender.figure.powerArmour, odds),
    ) * (attacker.terror ? 2 : 1);
  const broken = defender.start >= 3;
  const bonus = defender.positionBonus ? (rules.defenderCoverShift ?? 1) : 0;
  const powerArmour = rules.powerArmour ?? 'double';
  const [attackerFirst, defenderFirst] = closeCombatDice(
    attacker.figure,
    { ...defender.figure, shift: defender.figure.shift + bonus },
    powerArmour,
  );
  const [attackerLater, defenderLater] = closeCombatDice(attacker.figure, defender.figure, powerArmour);
  return {
    attackers: attacker.figures,
    defenders: defender.figures,
    attackerSides: attacker.figure.quality,
    defenderSides: defender.figure.quality,
    attackerLeadership: attacker.leadership,
    defenderLeadership: defender.leadership,
    attackerStart: attacker.start,
    defenderStart: defender.start,
    chargeNeeded: attacker.leadership + (CLOSE_ASSAULT_THREATS[attacker.start] ?? 0),
    standNeeded: broken ? -1 : defender.leadership + standThreat,
    halfOrLess: rules.halfOrLess,
    moveDie: attacker.moveDie,
    distance,
    fire: defensiveFireCells(attacker, defender, distance),
    hasFire: defender.firing !== undefined,
    fireNeeded: defender.suppression > 0 ? defender.leadership + defender.suppression : -1,
    attackerFirst,
    defenderFirst,
    attacker: attackerLater,
    defender: defenderLater,
    spares: rules.spares,
    abortIfShort: rules.abortIfShort,
    fireCasualtiesCount: rules.fireCasualtiesCount,
    followThrough: rules.followThrough,
  };
}

/** FINAL DEFENSIVE FIRE after each face of the first combat move (null where the move reaches, or no weapons). */
function defensiveFireCells(
  attacker: AssaultingUnit,
  defender: DefendingUnit,
  distance: number,
): Array<FireCell | null> {
  const fire: Array<FireCell | null> = [];
  for (let face = 1; face <= attacker.moveDie; face++) {
    if (2 * face >= distance || !defender.firing) {
      fire.push(null);
      continue;
    }
    const band = rangeBandNumber(distance - 2 * face, defender.firing.qualityDie, 'up-to');
    const armour = oneArmour(attacker.figures, attacker.armourSides, attacker.armourFaces);
    const target = {
      figures: attacker.figures,
      ...armour,
      cover: 'open' as const,
      inPosition: false,
      independent: false,
    };
    fire.push(fireDice(defender.firing, target, band, DEFAULT_FIRE_RULES));
  }
  return fire;
}

const DEFAULT_FIRE_RULES = {
  casualties: 'standard',
  'who-is-hit': 'nearest-die',
  'quick-and-dirty-leftover': 'roll',
  'quick-and-dirty-repeat-hits': 'wounded',
} as const;
