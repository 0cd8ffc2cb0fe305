import type { CounterLayout } from '../../../LegacyKernel.js';
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

/** Index into `threat` for figures F. */
export function threatIndex(figures: number, suppressed: number, dead: number, wounded: number, leaderHit: number): number {
  return ((suppressed * (figures + 1) + dead) * (figures + 1) + wounded) * 2 + leaderHit;
}

export const FIRE_AND_REACT_OUTCOMES = ['no_test', 'pass', 'drop_1', 'drop_2'] as const;

/**
 * Counter layout: the confidence test's outcome (no_test, pass, drop_1, drop_2), then confidence_after (0..4),
 * suppression_markers (0..3), dead and wounded (0..figures), panicked (0..1).
 * @example fireAndReactLayout(cell).distributions.map((d) => d.name) // ['confidence_after', 'suppression_markers', 'dead', 'wounded', 'panicked']
 */
export function fireAndReactLayout(cell: FireAndReactCell): CounterLayout {
  return {
    outcomes: [...FIRE_AND_REACT_OUTCOMES],
    distributions: [
      { name: 'confidence_after', size: 5 },
      { name: 'suppression_markers', size: 4 },
      { name: 'dead', size: cell.fire.figures + 1 },
      { name: 'wounded', size: cell.fire.figures + 1 },
      { name: 'panicked', size: 2 },
    ],
  };
}
