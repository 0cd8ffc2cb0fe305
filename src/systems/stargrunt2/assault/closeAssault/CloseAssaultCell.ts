import type { FireCell } from '../../fire/FireCell.js';
import type { CloseCombatDie } from '../closeCombatDice.js';

/** One normalized close-assault cell: plain numbers (and the fire cells of final defensive fire). */
export interface CloseAssaultCell {
  attackers: number;
  defenders: number;
  /** Quality dice of the two units (for their tests) and leadership values. */
  attackerSides: number;
  defenderSides: number;
  attackerLeadership: number;
  defenderLeadership: number;
  /** Confidence levels at the start, 0 CO … 4 RO. */
  attackerStart: number;
  defenderStart: number;
  /** The attacker's reaction test to charge: score to exceed. */
  chargeNeeded: number;
  /** The defender's confidence test to stand: score to exceed; -1: BROKEN (or worse), routs without a test. */
  standNeeded: number;
  halfOrLess: boolean;
  /** Combat move die (sides) and the distance to cover, in inches. */
  moveDie: number;
  distance: number;
  /** Final defensive fire after a first move of face f (index f − 1): the fire cell, or null when that move reaches. */
  fire: Array<FireCell | null>;
  /** Whether the defenders have weapons to fire (defender.troops given). */
  hasFire: boolean;
  /** Score a suppressed defender must exceed to fire; -1: not suppressed, fires without a test. */
  fireNeeded: number;
  /** Close-combat dice: first round (defender's cover bonus) and later rounds. */
  attackerFirst: CloseCombatDie;
  defenderFirst: CloseCombatDie;
  attacker: CloseCombatDie;
  defender: CloseCombatDie;
  /** How spare figures are placed when one side outnumbers the other: 0 spread, 1 concentrate, 2 random. */
  spares: 0 | 1 | 2;
  /** Still short after the second move: abort (withdraw) rather than wait in the open. */
  abortIfShort: boolean;
  /** Whether final defensive fire casualties count in the tests after each round. */
  fireCasualtiesCount: boolean;
  followThrough: boolean;
  /** COMBINED CLOSE-ASSAULT ACTIVATIONS: present when two or more units assault (the first is `attacker`). */
  combined?: CombinedAssault;
  note?: string;
}

/** One unit of a combined close assault, as plain numbers. */
export interface AttackingUnit {
  figures: number;
  /** Quality die (for its tests), leadership and starting confidence (0 CO … 4 RO). */
  sides: number;
  leadership: number;
  start: number;
  /** Its reaction test to charge: score to exceed. */
  chargeNeeded: number;
  moveDie: number;
  /** Final defensive fire at this unit after a first move of face f (index f − 1), or null. */
  fire: Array<FireCell | null>;
  /** Its close-combat die against the defenders: first round and later rounds. */
  first: CloseCombatDie;
  later: CloseCombatDie;
  /** The die a defender rolls against this unit's figures (its open shift may overflow onto it): first, later rounds. */
  defenderFirst: CloseCombatDie;
  defenderLater: CloseCombatDie;
}

/** The units of a combined assault and its rule variants (the defenders' dice are the cell's). */
export interface CombinedAssault {
  units: AttackingUnit[];
  /** The defenders' test to stand by the set of units charging (bit u = unit u): score to exceed, -1 BROKEN. */
  standNeeded: number[];
  /** Extra threat: +1 per unit out (true) or +1 once any is out (false). */
  extraPerUnit: boolean;
  /** Each unit's test after a round counts its own casualties (true) or the side's (false). */
  unitCasualties: boolean;
  /**
   * A defender facing figures of units that leave him different dice: one roll of the lowest of them against all
   * (true), or one roll of each die against the figures that leave him that die (false).
   */
  lowestDefenderDie: boolean;
  /** Once any unit fails to assault or falls back, the player abandons the whole assault (true) or goes on. */
  abortOnWithdrawal: boolean;
}

/** The last bin of `rounds`: 15 means fifteen rounds or more. */
export const ROUND_CAP = 15;
