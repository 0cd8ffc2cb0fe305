import { opposedRollDist } from '../steps/opposedRollDist.js';
import { REVEALED } from './counterResults.js';
import type { SpotDice } from './SpotDice.js';

/**
 * The exact counterpart of spotAttempt: the probability of each result (NOTHING … REVEALED) of one OBSERVE action,
 * from the opposedRoll step's exact twin; a counter that is not rolled for gets its `automatic` result.
 * @example spotOdds({ dice: [8, 4], against: 4, results: [0, 2, 3], automatic: 0, stopAt: 2 })[3] // 0.296875 (both dice beat the D4: 38 of 128)
 */
export function spotOdds(spot: SpotDice): number[] {
  const odds = new Array<number>(REVEALED + 1).fill(0);
  if (spot.against === 0) {
    odds[spot.automatic] = 1;
    return odds;
  }
  const above = opposedRollDist(spot.dice, spot.against).map((score) => Math.min(2, score >>> 16));
  for (const k of [0, 1, 2]) odds[spot.results[k]] += above.prob(k);
  return odds;
}
