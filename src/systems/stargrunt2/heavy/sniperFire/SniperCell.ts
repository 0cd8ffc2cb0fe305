import type { Die } from '../../../../dice/dieType.js';

/** One normalized sniper shot (SNIPER FIRE): plain data for the kernel and the exact evaluator. */
export interface SniperCell {
  /** Sides of the sniper's quality die (rolled first: a 1 reveals his position). */
  qualityDie: number;
  /** Sides of the sniper weapon's firepower die (its count of faces for a house die with listed faces). */
  weaponDie: number;
  /** A house firepower die's listed faces (absent: a d-N, faces 1..weaponDie). */
  weaponFaces?: readonly number[];
  /** Sides of the target's range die; 0 when the shot is impossible. */
  rangeDie: number;
  /** Impact die after any open shift from the cover-raised armour. */
  impact: Die;
  /** Armour die of the target figures after the cover shift. */
  armour: Die;
  figures: number;
  /** Sides of the "who buys the farm" die for a minor success (1: a lone figure). */
  whoDie: number;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
  note?: string;
}
