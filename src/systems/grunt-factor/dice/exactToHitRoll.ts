import type { ToHitRollCell } from './ToHitRollCell.js';
import type { ToHitRollOutcome } from './toHitRollQuantities.js';

/** Exact to-hit roll: the probability of each outcome. */
interface ToHitRollExact {
  outcomes: Record<ToHitRollOutcome, number>;
  distributions: Record<never, never>;
}

/**
 * Exact: faces at or under the modified RC, out of 20.
 * @example exactToHitRoll({ hitFaces: 8 }).outcomes // { hit: 0.4, miss: 0.6 }
 */
export function exactToHitRoll(cell: ToHitRollCell): ToHitRollExact {
  return { outcomes: { hit: cell.hitFaces / 20, miss: (20 - cell.hitFaces) / 20 }, distributions: {} };
}
