import type { AttackedUnit, AttackerCellFields } from '../attack/AttackCell.js';

/** One normalized `ground-blast` cell: plain numbers only (it crosses to the worker threads). */
export interface GroundBlastCell extends AttackerCellFields {
  /** True: the spot rolls d6 + 0 against the attacker (spotAtk) and a hit strikes every unit; false: each unit defends. */
  spotDefends: boolean;
  spotAtk: number;
  /** The units in the blast radius. */
  units: AttackedUnit[];
  note?: string;
}
