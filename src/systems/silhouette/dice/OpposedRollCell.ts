import type { OpposedRoll } from '../opposed/OpposedCell.js';

/** Plain data of one bare opposed roll: the dice and modifiers of both sides, and whether all 1s fumbles. */
export interface OpposedRollCell extends OpposedRoll {
  fumbles: boolean;
}
