import type { EngagementBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';

/**
 * Adds one played engagement into the counters with `weight` (1 a Monte Carlo trial, its probability in the exact
 * chain): the outcome, then every distribution in engagementLayout's order; `o` holds the layout's offsets.
 */
export function countEngagement<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  o: Int32Array,
  c: Float64Array,
  weight: number,
): void {
  c[s.winner < 0 ? 2 : s.winner] += weight;
  let k = 0;
  c[o[k++] + (s.winner < 0 ? 0 : s.decidedIn)] += weight;
  for (let side = 0; side < 2; side++) {
    let dead = 0;
    let wounded = 0;
    let captured = 0;
    let lost = 0;
    for (let i = 0; i < s.units; i++) {
      if (s.sideOf[i] !== side) continue;
      dead += s.dead[i];
      wounded += system.wounded(s, i);
      captured += s.captured[i];
      lost += s.actionsLost[i];
    }
    c[o[k++] + dead] += weight;
    if (system.casualties.wounded) c[o[k++] + wounded] += weight;
    if (system.casualties.captured) c[o[k++] + captured] += weight;
    c[o[k++] + lost] += weight;
  }
  for (let i = 0; i < s.units; i++) {
    c[o[k++] + system.endState(s, i)] += weight;
    c[o[k++] + s.healthy[i]] += weight;
    c[o[k++] + s.fightingTurns[i]] += weight;
  }
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < s.turns; t++) c[o[k++] + s.casualtiesAfterTurn[side * s.turns + t]] += weight;
  }
}
