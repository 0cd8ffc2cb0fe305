import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { ConfidenceTestCell } from './ConfidenceTestCell.js';
import type { ConfidenceTestDistribution, ConfidenceTestOutcome } from './confidenceTestQuantities.js';

/**
 * Exact evaluator of a CONFIDENCE TEST by enumerating the quality die's faces.
 * @example exactConfidenceTest({ sides: 8, needed: 4, start: 1, halfOrLess: true }).outcomes.pass // 0.5
 */
export function exactConfidenceTest(
  cell: ConfidenceTestCell,
): NamedExactResult<ConfidenceTestOutcome, ConfidenceTestDistribution> {
  const drops = [0, 0, 0];
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  if (cell.needed < 0) {
    after[cell.start] = 1;
    return { outcomes: { pass: 0, drop_1: 0, drop_2: 0, no_test: 1 }, distributions: { confidence_after: after } };
  }
  for (const [d, p] of confidenceTestDist(cell.sides, cell.needed, cell.halfOrLess).entries()) {
    drops[d] += p;
    after[Math.min(ROUTED, cell.start + d)] += p;
  }
  return {
    outcomes: { pass: drops[0], drop_1: drops[1], drop_2: drops[2], no_test: 0 },
    distributions: { confidence_after: after },
  };
}
