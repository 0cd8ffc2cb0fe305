import { Dist } from '../../../../dice/exact/Dist.js';
import { counterLength } from '../../../LegacyKernel.js';
import { exactFire } from '../../fire/exactFire.js';
import { maxPotentialHits } from '../../fire/fireLayout.js';
import { hitEffect } from '../../impactVsArmour.js';
import { confidenceDrop } from '../confidenceDrop.js';
import { newLeaderLevel } from '../leaderLoss/newLeaderLevel.js';
import { type FireAndReactCell, fireAndReactLayout, threatIndex } from './FireAndReactCell.js';
import { leaderCasualtyStates, parseCasualtyState } from './leaderCasualtyStates.js';

/**
 * Exact evaluator of fire-and-react. The fire's outcome and potential hits come from the fire resolution's
 * own exact evaluator (no effect; suppressed with h potential hits, h = 0 meaning suppression only or
 * effective fire without a hit); the casualties by enumeration over hits tracking the leader; then the new
 * leader's D6, the confidence test's die and the panic test's die, all enumerated. Kernel layout.
 */
export function exactFireAndReact(cell: FireAndReactCell): Float64Array {
  const out = new Float64Array(counterLength(fireAndReactLayout(cell)));
  const fire = cell.fire;
  const F = fire.figures;
  const fireOut = exactFire(fire);
  const hits = fireOut.distributions.potential_hits;
  const maxHits = fire.rangeDie === 0 ? 0 : maxPotentialHits(fire);
  const noEffect = fireOut.outcomes.no_effect;
  const states = leaderCasualtyStates(fire, cell.leader, effectWeights(cell), maxHits);

  const add = (p: number, suppressed: number, dead: number, wounded: number, leaderHit: number) => {
    if (p === 0) return;
    const levels = leaderHit ? Dist.uniform(6).map((f) => newLeaderLevel(cell.leadership, f)) : Dist.constant(cell.leadership);
    const t = cell.threat[threatIndex(F, suppressed, dead, wounded, leaderHit)];
    const m = Math.min(3, cell.markers + suppressed + leaderHit);
    out[9 + m] += p;
    out[13 + dead] += p;
    out[13 + F + 1 + wounded] += p;
    for (const [level, pl] of levels.entries()) {
      const lv = cell.newLeaderTests ? level : cell.leadership;
      const q = p * pl;
      const panic = cell.panicTest ? Dist.uniform(cell.sides).probWhere((roll) => roll <= lv) : 0;
      out[13 + 2 * (F + 1) + 1] += q * panic;
      out[13 + 2 * (F + 1)] += q * (1 - panic);
      if (t < 0) {
        out[0] += q;
        out[4 + cell.start] += q;
        continue;
      }
      const drops = Dist.uniform(cell.sides).map((roll) => confidenceDrop(roll, lv + t, cell.halfOrLess));
      for (const [d, pd] of drops.entries()) {
        out[1 + d] += q * pd;
        out[4 + Math.min(4, cell.start + d)] += q * pd;
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
  return out;
}

/** Integer weights of one potential hit's effect (0 none, 1 wound, 2 kill); quick-and-dirty: every hit wounds. */
function effectWeights(cell: FireAndReactCell): Array<[number, bigint]> {
  const { fire } = cell;
  if (fire.casualties === 'quick-and-dirty') return [[1, 1n]];
  const weights = [0n, 0n, 0n];
  for (let i = 1; i <= fire.impact.sides; i++) {
    for (let a = 1; a <= fire.armour.sides; a++) {
      const e = hitEffect(i * fire.impact.multiplier, a * fire.armour.multiplier);
      weights[e === 'kill' ? 2 : e === 'wound' ? 1 : 0]++;
    }
  }
  return weights.map((w, e) => [e, w] as [number, bigint]).filter(([, w]) => w > 0n);
}
