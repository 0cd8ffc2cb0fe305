import type { Die } from '../../../../dice/dieType.js';

/** One normalized `minefield-vehicle` cell: a vehicle entering a conventional minefield (or clearing it), as dice. */
export interface MinefieldVehicleCell {
  /** 0: the vehicle just moves in; else the sides of an engineering vehicle driver's quality die (MINE CLEARING). */
  driverSides: number;
  /** A driver's 1 still clears the field (rule variant `clearing-one: attacked-and-cleared`). */
  clearsOnOne: boolean;
  /** Once at risk, the D6 face from which the vehicle is attacked: 1 always (AV field), 3 (mixed), 7 never (AP). */
  attackFrom: number;
  /** The mine's impact die (parameter `mine-impact`, D10) against the suspension die. */
  impactSides: number;
  suspensionSides: number;
  /**
   * Each occupant's armour die (a ladder die, or any d-N or listed faces from house `armour:`), and the score it must
   * exceed when the vehicle is disabled (2 AFV, 4 soft-skin).
   */
  occupants: Die[];
  occupantThreshold: number;
  /** DISABLED when the mine exceeds this many times the suspension roll (parameter `disable-multiple`, the book's 2). */
  disableMultiple: number;
  note?: string;
}
