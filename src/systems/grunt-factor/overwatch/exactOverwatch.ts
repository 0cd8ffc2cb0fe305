import { stopsAfter } from '../../../dice/exact/stopsAfter.js';
import type { OverwatchCell } from './OverwatchCell.js';
import type { OverwatchDistribution, OverwatchOutcome } from './overwatchQuantities.js';

/** Exact overwatch: each outcome's probability and the failed-checks histogram. */
interface OverwatchExact {
  outcomes: Record<OverwatchOutcome, number>;
  distributions: Record<OverwatchDistribution, Float64Array>;
}

/**
 * Exact evaluator of overwatch: p = LD faces / 20 a turn, k failures before the first pass with (1 − p)^k p.
 * @example exactOverwatch({ ldFaces: 10, allowed: true, attempts: 2 }).outcomes.in_overwatch // 0.75
 */
export function exactOverwatch(cell: OverwatchCell): OverwatchExact {
  if (!cell.allowed) {
    const failed = new Float64Array(cell.attempts + 1);
    failed[0] = 1;
    return { outcomes: { in_overwatch: 0, failed: 0, not_allowed: 1 }, distributions: { failed_attempts: failed } };
  }
  const p = cell.ldFaces / 20;
  const failed = stopsAfter(1 - p, p, cell.attempts);
  return {
    outcomes: { in_overwatch: 1 - failed[cell.attempts], failed: failed[cell.attempts], not_allowed: 0 },
    distributions: { failed_attempts: failed },
  };
}
