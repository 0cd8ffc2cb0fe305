import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { AirDefenceDice } from '../../steps/airDefence.js';
import { airDefenceOdds } from '../../steps/airDefenceOdds.js';
import type { AirDefenceOutcome } from './airDefenceQuantities.js';

/**
 * Exact evaluator of one craft running the ADE: the airDefenceOdds step (acquired × the pilot's test × the shot).
 * @example exactAirDefence({ ade: 6, ecm: 4, armourSides: 12, armourMultiplier: 1, pilotSides: 8, pilotNeeded: 4 }).outcomes.aborted // 0.2916666666666667
 */
export function exactAirDefence(cell: AirDefenceDice): NamedExactResult<AirDefenceOutcome, never> {
  const odds = airDefenceOdds(cell);
  return { outcomes: { through: odds.through, aborted: odds.aborted, shot_down: odds.shotDown }, distributions: {} };
}
