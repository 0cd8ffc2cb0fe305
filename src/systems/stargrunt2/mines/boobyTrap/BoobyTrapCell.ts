import type { Die } from '../../../../dice/dieType.js';

/** One normalized `booby-trap` cell: a unit coming within 3" of a booby-trap counter, as dice. */
export interface BoobyTrapCell {
  /** The unit's quality die, against the trap's trigger die (D8): the trap detonates when it beats it. */
  qualitySides: number;
  triggerSides: number;
  /** The trap's impact die against the nearest figure, and one type lower against each figure in contact with him. */
  impactSides: number;
  contactImpactSides: number;
  /** The figures' armour die: a ladder die, or any d-N or listed faces from the scenario's house `armour:`. */
  armour: Die;
  /** Figures in base-to-base contact with the victim. */
  inContact: number;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`); absent: the book's 2. */
  killMultiple?: number;
  note?: string;
}
