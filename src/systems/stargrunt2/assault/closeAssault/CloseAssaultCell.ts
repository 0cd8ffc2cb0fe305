import type { CounterLayout } from '../../../LegacyKernel.js';
import type { FireCell } from '../../fire/FireCell.js';
import type { CloseCombatDie } from '../closeCombatDice.js';

/** How spare figures are placed when one side outnumbers the other: 0 spread, 1 concentrate, 2 random. */
export const SPARES = ['spread', 'concentrate', 'random'] as const;

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

export const CLOSE_ASSAULT_OUTCOMES = [
  'attacker_refuses',
  'defender_withdraws',
  'attacker_repulsed_by_fire',
  'attacker_waits_in_open',
  'attacker_aborts',
  'attacker_wins',
  'defender_wins',
] as const;

/** Outcome indices. */
export const REFUSES = 0;
export const WITHDRAWS = 1;
export const REPULSED = 2;
export const WAITS = 3;
export const ABORTS = 4;
export const ATTACKER_WINS = 5;
export const DEFENDER_WINS = 6;

/** The last bin of `rounds`: 15 means fifteen rounds or more. */
export const ROUND_CAP = 15;

/**
 * Counter layout: the seven outcomes, then rounds (0..15), attacker_dead, attacker_wounded, attacker_captured
 * (0..attackers), defender_dead, defender_wounded, defender_captured (0..defenders), attacker_confidence_after,
 * defender_confidence_after (0 CO … 4 RO), follow_through (0..units passing: 0..1 for one unit).
 * @example closeAssaultLayout(cell).distributions[0] // { name: 'rounds', size: 16 }
 */
export function closeAssaultLayout(cell: Pick<CloseAssaultCell, 'attackers' | 'defenders' | 'combined'>): CounterLayout {
  const a = cell.attackers + 1;
  const d = cell.defenders + 1;
  return {
    outcomes: [...CLOSE_ASSAULT_OUTCOMES],
    distributions: [
      { name: 'rounds', size: ROUND_CAP + 1 },
      { name: 'attacker_dead', size: a },
      { name: 'attacker_wounded', size: a },
      { name: 'attacker_captured', size: a },
      { name: 'defender_dead', size: d },
      { name: 'defender_wounded', size: d },
      { name: 'defender_captured', size: d },
      { name: 'attacker_confidence_after', size: 5 },
      { name: 'defender_confidence_after', size: 5 },
      { name: 'follow_through', size: (cell.combined?.units.length ?? 1) + 1 },
    ],
  };
}

/** Offsets of each distribution in the counters. */
export function closeAssaultOffsets(cell: Pick<CloseAssaultCell, 'attackers' | 'defenders'>) {
  const a = cell.attackers + 1;
  const d = cell.defenders + 1;
  const rounds = CLOSE_ASSAULT_OUTCOMES.length;
  const aDead = rounds + ROUND_CAP + 1;
  const dDead = aDead + 3 * a;
  const aConf = dDead + 3 * d;
  return {
    rounds,
    aDead,
    aWounded: aDead + a,
    aCaptured: aDead + 2 * a,
    dDead,
    dWounded: dDead + d,
    dCaptured: dDead + 2 * d,
    aConf,
    dConf: aConf + 5,
    follow: aConf + 10,
  };
}
