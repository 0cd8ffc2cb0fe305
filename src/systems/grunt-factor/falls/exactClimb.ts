import type { ClimbDistribution, ClimbOutcome } from './climbQuantities.js';
import type { FallCell } from './FallCell.js';
import { failedSaves } from './failedSaves.js';

/** Exact climb: each outcome's probability and the actions spent (0..actions). */
interface ClimbExact {
  outcomes: Record<ClimbOutcome, number>;
  distributions: Record<ClimbDistribution, number[]>;
}

/**
 * Exact evaluator of a climb: each step falls with fallFaces/20, and a fall is a casualty unless every damage
 * save holds (failedSaves). A finite sum over the steps, no truncation.
 * @example exactClimb(cell).outcomes.reached_top // 0.9 ** actions
 */
export function exactClimb(cell: FallCell): ClimbExact {
  const actionsSpent = new Array<number>(cell.steps.length + 1).fill(0);
  let fellUnhurt = 0;
  let fellCasualty = 0;
  let climbing = 1;
  cell.steps.forEach((step, k) => {
    const fall = climbing * (step.fallFaces / 20);
    const unhurt = failedSaves(step).prob(0);
    fellUnhurt += fall * unhurt;
    fellCasualty += fall * (1 - unhurt);
    actionsSpent[k + 1] += fall;
    climbing -= fall;
  });
  actionsSpent[cell.steps.length] += climbing;
  return {
    outcomes: { reached_top: climbing, fell_unhurt: fellUnhurt, fell_casualty: fellCasualty },
    distributions: { actions_spent: actionsSpent },
  };
}
