import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import type { PanicRecoveryDistribution, PanicRecoveryOutcome } from './panicRecoveryQuantities.js';

/** Exact recovery from panic: each outcome's probability and the failed tests by count (0..max_turns). */
interface PanicRecoveryExact {
  outcomes: Record<PanicRecoveryOutcome, number>;
  distributions: Record<PanicRecoveryDistribution, number[]>;
}

/**
 * Exact evaluator of recovering from panic: P(first pass in turn k) = Π_{j<k} (1 − p_j) · p_k with
 * p_j = faces_j / 20. A finite product over max_turns, no truncation.
 * @example exactPanicRecovery({ facesByTurn: [10], ldByTurn: [10] }).distributions.turns_panicked // [0.5, 0.5]
 */
export function exactPanicRecovery(cell: PanicRecoveryCell): PanicRecoveryExact {
  const turns = cell.facesByTurn.length;
  const turnsPanicked = new Array<number>(turns + 1).fill(0);
  let recovered = 0;
  let stillPanicked = 1;
  cell.facesByTurn.forEach((faces, k) => {
    const p = faces / 20;
    turnsPanicked[k] = stillPanicked * p;
    recovered += stillPanicked * p;
    stillPanicked *= 1 - p;
  });
  turnsPanicked[turns] = stillPanicked;
  return { outcomes: { recovered, still_panicked: stillPanicked }, distributions: { turns_panicked: turnsPanicked } };
}
