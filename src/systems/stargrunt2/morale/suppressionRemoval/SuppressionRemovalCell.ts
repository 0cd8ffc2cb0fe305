import type { CounterLayout } from '../../../LegacyKernel.js';

/** One normalized suppression-removal cell. */
export interface SuppressionRemovalCell {
  /** Sides of the quality die; a removal roll must exceed `leadership`. */
  sides: number;
  leadership: number;
  markers: number;
  /** The unit also needs one Reorganise action. */
  reorganise: boolean;
  /** The unit is in soft or hard cover, so it may reorganise while still suppressed (first action). */
  inCover: boolean;
  /** Last value of the turn distributions: "this many activations or more" (P(beyond) < 1e-12). */
  cap: number;
}

export const SUPPRESSION_OUTCOMES = ['clear_with_action_left', 'clear_using_both_actions', 'not_clear_this_turn'] as const;

/**
 * Counter layout: the three first-activation outcomes, then turns_to_clear and turns_to_reorganise (0..cap).
 * @example suppressionRemovalLayout({ cap: 20 } as SuppressionRemovalCell).distributions[0] // { name: 'turns_to_clear', size: 21 }
 */
export function suppressionRemovalLayout(cell: SuppressionRemovalCell): CounterLayout {
  return {
    outcomes: [...SUPPRESSION_OUTCOMES],
    distributions: [
      { name: 'turns_to_clear', size: cell.cap + 1 },
      { name: 'turns_to_reorganise', size: cell.cap + 1 },
    ],
  };
}
