import { Dist } from '../../../../dice/exact/Dist.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceDrop } from '../confidenceDrop.js';
import type { ConfidenceTestCell } from './ConfidenceTestCell.js';

/**
 * Exact evaluator of a CONFIDENCE TEST by enumerating the quality die's faces. Returns probabilities in the
 * kernel's layout: pass, drop_1, drop_2, no_test, confidence_after 0..4.
 * @example exactConfidenceTest({ sides: 8, needed: 4, start: 1, halfOrLess: true })[0] // 0.5
 */
export function exactConfidenceTest(cell: ConfidenceTestCell): Float64Array {
  const out = new Float64Array(9);
  if (cell.needed < 0) {
    out[3] = 1;
    out[4 + cell.start] = 1;
    return out;
  }
  const drop = Dist.uniform(cell.sides).map((roll) => confidenceDrop(roll, cell.needed, cell.halfOrLess));
  for (const [d, p] of drop.entries()) {
    out[d] += p;
    out[4 + Math.min(ROUTED, cell.start + d)] += p;
  }
  return out;
}
