import type { ExactResult } from '../../../core/ExactResult.js';
import { hitChance } from '../hitChance.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollOutcome } from './opposedRollQuantities.js';

/**
 * Exact: the 36 (or with a re-roll 216 / 1296) die pairs, by `hitChance`.
 * @example exactOpposedRoll({ atk: 3, def: 2, fastShot: 0 }).outcomes.hit // 21/36
 */
export function exactOpposedRoll(cell: OpposedRollCell): ExactResult<OpposedRollOutcome> {
  const p = hitChance(cell.atk, cell.def, cell.fastShot).prob(1);
  return { outcomes: { hit: p, miss: 1 - p }, distributions: {} };
}
