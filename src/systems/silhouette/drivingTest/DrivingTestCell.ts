/** One normalized driving-test cell. */
export interface DrivingTestCell {
  dice: number;
  modifier: number;
  /** The Threshold: the terrain's MP cost. */
  threshold: number;
  entries: number;
  fumbles: boolean;
  drawSucceeds: boolean;
}
