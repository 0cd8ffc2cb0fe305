/** One normalized driving-test cell. */
export interface DrivingTestCell {
  dice: number;
  modifier: number;
  /** The Threshold: the terrain's MP cost. */
  threshold: number;
  entries: number;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  drawSucceeds: boolean;
}
