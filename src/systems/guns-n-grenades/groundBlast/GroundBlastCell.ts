import type { AttackedUnit } from '../attack/AttackCell.js';

/** One normalized `ground-blast` cell: plain numbers only (it crosses to the worker threads). */
export interface GroundBlastCell {
  /** False when the spot is out of range or inside the minimum range: every trial is `no_attack`. */
  canAttack: boolean;
  /** Dangerous terrain crossed by the attacker before attacking, and its life track. */
  attackerTerrain: number;
  attackerStart: number;
  attackerDead: number;
  attackerNext: number[];
  /** Fast Shot: 0 none, 1 re-roll the attacker's die, 2 re-roll every die. */
  fastShot: 0 | 1 | 2;
  /** Life stages one hit progresses (0: a flashbang stuns). */
  damage: number;
  /** True: the spot rolls d6 + 0 against the attacker (spotAtk) and a hit strikes every unit; false: each unit defends. */
  spotDefends: boolean;
  spotAtk: number;
  /** The units in the blast radius. */
  units: AttackedUnit[];
  note?: string;
}
