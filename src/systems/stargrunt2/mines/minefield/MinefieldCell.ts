import type { Die } from '../../../../dice/dieType.js';

/** One normalized `minefield` cell: an infantry unit moving into a conventional minefield, as dice. */
export interface MinefieldCell {
  /** Figures actually within 3" of the counter. */
  figures: number;
  /** Sides of the unit's quality die, rolled for each figure. */
  qualitySides: number;
  /** A figure is caught on a quality face of this or less (3 AP, 2 mixed, 0 AV). */
  caughtFaces: number;
  /** The mine's impact die (D10, sides). */
  impactSides: number;
  /** Each figure's armour die: a ladder die, or any d-N or listed faces from the scenario's house `armour:`. */
  armour: Die;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
  note?: string;
}
