import { stopsAfter } from '../../../dice/exact/stopsAfter.js';
import { NO_CRITICALS, ROLL, rollTable } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { UnJamCell } from './UnJamCell.js';
import type { UnJamDistribution, UnJamOutcome } from './unJamQuantities.js';

/** Exact un-jamming: each outcome's probability and the failed-actions histogram. */
interface UnJamExact {
  outcomes: Record<UnJamOutcome, number>;
  distributions: Record<UnJamDistribution, Float64Array>;
}

/**
 * Exact evaluator of un-jamming: one action's chance p from the 216 outcomes of 3d6, then k failures before the
 * first success with (1 − p)^k p, and all of them failed with (1 − p)^max.
 * @example exactUnJam({ modifiedInt: 10, highestPass: 9, maxActions: 1 }).outcomes.unjammed // 0.375 (81 in 216)
 */
export function exactUnJam(cell: UnJamCell): UnJamExact {
  const p = rollUnderDist(rollTable(cell.highestPass, NO_CRITICALS)).probWhere((code) => code <= ROLL.hit);
  const failed = stopsAfter(1 - p, p, cell.maxActions);
  return {
    outcomes: { unjammed: 1 - failed[cell.maxActions], still_jammed: failed[cell.maxActions] },
    distributions: { failed_actions: failed },
  };
}
