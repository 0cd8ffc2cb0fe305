import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { NOTHING } from '../counterResults.js';
import { spotOdds } from '../spotOdds.js';
import { counterOutcomeNames } from './counterOutcomeNames.js';
import type { SpottingCell } from './SpottingCell.js';
import type { SpottingDistribution, SpottingOutcome } from './spottingQuantities.js';

/**
 * Exact evaluator of `spotting`: a chain over the attempts whose state is the best result so far while the counter
 * is still inverted (NOTHING or NOT_A_UNIT, and FLIPPED when flipped counters stay observable); each attempt's odds
 * are spotOdds (the opposedRoll step's exact twin).
 * @example exactSpotting(cell).outcomes.revealed // 38/128 for a Regular's D8 and his eyes' D4 against the D4 of a unit 6" away in the open, rolled for
 */
export function exactSpotting(cell: SpottingCell): NamedExactResult<SpottingOutcome, SpottingDistribution> {
  const { spot } = cell;
  const outcomes = new Array<number>(4).fill(0);
  const used = new Array<number>(cell.attempts + 1).fill(0);
  if (spot.against === 0) {
    outcomes[spot.automatic] = 1;
    used[0] = 1;
    return named(outcomes, used);
  }
  const odds = spotOdds(spot);
  // The chance of being at each best result, still observing, before attempt k.
  let open = [1, 0, 0, 0];
  for (let k = 1; k <= cell.attempts; k++) {
    const after = [0, 0, 0, 0];
    for (let best = NOTHING; best < spot.stopAt; best++) {
      if (open[best] === 0) continue;
      for (let r = NOTHING; r < odds.length; r++) after[Math.max(best, r)] += open[best] * odds[r];
    }
    for (let r = spot.stopAt; r < after.length; r++) {
      outcomes[r] += after[r];
      used[k] += after[r];
    }
    open = after.map((p, r) => (r < spot.stopAt ? p : 0));
  }
  // Still inverted after the last attempt: nothing learnt, or known not to be a unit (or flipped, when observable).
  for (let r = NOTHING; r < spot.stopAt; r++) outcomes[r] += open[r];
  used[cell.attempts] += open.reduce((a, b) => a + b, 0);
  return named(outcomes, used);
}

function named(outcomes: number[], used: number[]): NamedExactResult<SpottingOutcome, SpottingDistribution> {
  return { outcomes: counterOutcomeNames(outcomes), distributions: { attempts_used: used } };
}
