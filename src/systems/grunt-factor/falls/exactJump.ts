import type { Dist } from '../../../dice/exact/Dist.js';
import type { FallCell } from './FallCell.js';
import { failedSaves } from './failedSaves.js';
import type { JumpDistribution, JumpOutcome } from './jumpQuantities.js';

/** Exact jump: each outcome's probability and the failed saves by count. */
interface JumpExact {
  outcomes: Record<JumpOutcome, number>;
  distributions: Record<JumpDistribution, Dist<number>>;
}

/**
 * Exact evaluator of a jump: the number of failed saves is a sum of independent d20 indicators, with integer
 * weights; any failed save is a casualty. No truncation.
 * @example exactJump({ mode: 'jump', steps: [{ fallFaces: 20, saveFaces: 10, saveRolls: 1, height: 10 }] }).outcomes.casualty // 0.5
 */
export function exactJump(cell: FallCell): JumpExact {
  const failed = failedSaves(cell.steps[0]);
  const unhurt = failed.prob(0);
  return { outcomes: { unhurt, casualty: 1 - unhurt }, distributions: { saves_failed: failed } };
}
