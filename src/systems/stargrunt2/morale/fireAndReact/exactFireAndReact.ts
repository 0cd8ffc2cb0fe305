import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { exactFire } from '../../fire/exactFire.js';
import { maxPotentialHits } from '../../fire/fireLayout.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { leaderLossDist } from '../../steps/leaderLossDist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import { type FireAndReactCell, threatIndex } from './FireAndReactCell.js';
import type { FireAndReactDistribution, FireAndReactOutcome } from './fireAndReactQuantities.js';
import { leaderCasualtyStates, parseCasualtyState } from './leaderCasualtyStates.js';

/**
 * Exact evaluator of fire-and-react. The fire's outcome and potential hits come from the fire resolution's
 * own exact evaluator (no effect; suppressed with h potential hits, h = 0 meaning suppression only or
 * effective fire without a hit); the casualties by enumeration over hits tracking the leader; then the new
 * leader's D6, the confidence test's die and the panic test's die, all enumerated.
 * @example exactFireAndReact(cell).distributions.panicked[1] // P(the squad panics)
 */
export function exactFireAndReact(
  cell: FireAndReactCell,
): NamedExactResult<FireAndReactOutcome, FireAndReactDistribution> {
  const fire = cell.fire;
  const F = fire.figures;
  const fireOut = exactFire(fire);
  const hits = fireOut.distributions.potential_hits;
  const maxHits = fire.rangeDie === 0 ? 0 : maxPotentialHits(fire);
  const noEffect = fireOut.outcomes.no_effect;
  const states = leaderCasualtyStates(fire, cell.leader, maxHits);
  const test = [0, 0, 0, 0]; // no_test, pass, drop_1, drop_2
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  const markers = [0, 0, 0, 0];
  const dead = new Array<number>(F + 1).fill(0);
  const wounded = new Array<number>(F + 1).fill(0);
  const panicked = [0, 0];

  const add = (p: number, suppressed: number, deadHere: number, woundedHere: number, leaderHit: number) => {
    if (p === 0) return;
    const levels = leaderHit ? leaderLossDist(cell.leadership) : Dist.constant(cell.leadership);
    const t = cell.threat[threatIndex(F, suppressed, deadHere, woundedHere, leaderHit)];
    markers[Math.min(3, cell.markers + suppressed + leaderHit)] += p;
    dead[deadHere] += p;
    wounded[woundedHere] += p;
    for (const [level, pl] of levels.entries()) {
      const lv = cell.newLeaderTests ? level : cell.leadership;
      const q = p * pl;
      const panic = cell.panicTest ? reactionTestDist(cell.sides, lv).prob(0) : 0; // a failed test panics
      panicked[1] += q * panic;
      panicked[0] += q * (1 - panic);
      if (t < 0) {
        test[0] += q;
        after[cell.start] += q;
        continue;
      }
      for (const [d, pd] of confidenceTestDist(cell.sides, lv + t, cell.halfOrLess).entries()) {
        test[1 + d] += q * pd;
        after[Math.min(4, cell.start + d)] += q * pd;
      }
    }
  };

  add(noEffect, 0, 0, 0, 0);
  for (let h = 0; h <= maxHits; h++) {
    // Mass of suppressing fire with h potential hits (h = 0: suppressed only, or effective with no hit).
    const mass = h === 0 ? hits.prob(0) - noEffect : hits.prob(h);
    if (mass <= 0) continue;
    for (const [key, p] of states[h].entries()) {
      const s = parseCasualtyState(key);
      add(mass * p, 1, s.dead, s.wounded, s.leader > 0 ? 1 : 0);
    }
  }
  return {
    outcomes: { no_test: test[0], pass: test[1], drop_1: test[2], drop_2: test[3] },
    distributions: { confidence_after: after, suppression_markers: markers, dead, wounded, panicked },
  };
}
