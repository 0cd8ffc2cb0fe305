import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryLayout } from './panicRecoveryLayout.js';
import { counterLength } from '../../LegacyKernel.js';

/**
 * Exact evaluator of recovering from panic: P(first pass in turn k) = Π_{j<k} (1 − p_j) · p_k with
 * p_j = faces_j / 20. A finite product over max_turns, no truncation.
 * @example exactPanicRecovery({ facesByTurn: [10], ldByTurn: [10] }) // [0.5, 0.5, 0.5, 0.5]
 */
export function exactPanicRecovery(cell: PanicRecoveryCell): Float64Array {
  const out = new Float64Array(counterLength(panicRecoveryLayout(cell)));
  let stillPanicked = 1;
  cell.facesByTurn.forEach((faces, k) => {
    const p = faces / 20;
    out[2 + k] = stillPanicked * p;
    out[0] += stillPanicked * p;
    stillPanicked *= 1 - p;
  });
  out[1] = stillPanicked;
  out[2 + cell.facesByTurn.length] = stillPanicked;
  return out;
}
