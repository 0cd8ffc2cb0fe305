import type { OpposedRoll } from '../opposed/OpposedCell.js';

/** Plain data of one bare opposed roll: the dice and modifiers of both sides, and whether all 1s fumbles. */
export interface OpposedRollCell extends OpposedRoll {
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
}
