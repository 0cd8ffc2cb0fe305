import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { faceTableDist } from '../../steps/faceTableDist.js';
import type { LastStandCell } from './LastStandCell.js';
import type { LastStandOutcome } from './lastStandQuantities.js';

/**
 * Exact evaluator of THE LAST STAND by enumerating the D6.
 * @example exactLastStand({ holdsOfFace: [0, 0, 0, 0, 0, 1], surrenders: false }).outcomes.holds // 1/6
 */
export function exactLastStand(cell: LastStandCell): NamedExactResult<LastStandOutcome> {
  const roll = faceTableDist(cell.holdsOfFace);
  const holds = roll.prob(1);
  const fails = roll.prob(0);
  return {
    outcomes: { holds, surrenders: cell.surrenders ? fails : 0, flees: cell.surrenders ? 0 : fails },
    distributions: {},
  };
}
