import type { SpotDice } from '../SpotDice.js';

/** One normalized `drone` cell: a drone spotting one inverted counter turn after turn, while the enemy shoots at it. */
export interface DroneCell {
  /** The drone's spotting roll (the operator's quality die and the drone's system die, or the system die alone). */
  spot: SpotDice;
  turns: number;
  /** SPOT actions the operating element gives the drone each turn, while the counter is still inverted. */
  spotsPerTurn: number;
  /** The quality die of each shot at the drone in a turn (a shooter with two actions appears twice). */
  shotDice: number[];
  /** The drone's system die, rolled against each shot. */
  droneDie: number;
  /** Whether the enemy shoots before the drone spots in each turn. */
  enemyFirst: boolean;
  note?: string;
}
