import type { FireCell } from '../../fire/FireCell.js';

/** One normalized fire-and-react cell: the fire cell, then the target's morale as plain numbers. */
export interface FireAndReactCell {
  fire: FireCell;
  /** The leader's figure, 0-based in "who buys the farm" order. */
  leader: number;
  /** The target's quality die and leader's LV. */
  sides: number;
  leadership: number;
  /** Confidence level before the fire, 0 CO … 4 RO. */
  start: number;
  markers: number;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  /** Whether the unit tests for panic on being fired on (Green or Untrained, first time). */
  panicTest: boolean;
  /** Threat level by threatIndex(suppressed, dead, wounded, leaderHit); -1: no test. */
  threat: number[];
  note?: string;
}

/**
 * Index into `threat` for a unit of `figures` figures.
 * @example threatIndex(3, 1, 0, 1, 0) // ((1 × 4 + 0) × 4 + 1) × 2 = 34
 */
export function threatIndex(
  figures: number,
  suppressed: number,
  dead: number,
  wounded: number,
  leaderHit: number,
): number {
  return ((suppressed * (figures + 1) + dead) * (figures + 1) + wounded) * 2 + leaderHit;
}
