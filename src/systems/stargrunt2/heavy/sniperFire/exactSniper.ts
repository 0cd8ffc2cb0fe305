import { Dist } from '../../../../dice/exact/Dist.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import { whoIsHitDist } from '../../steps/whoIsHitDist.js';
import type { SniperCell } from './SniperCell.js';
import type { SniperDistribution, SniperOutcome } from './sniperQuantities.js';

/** Exact sniper shot: each outcome's probability, and each 0/1 result as [P(0), P(1)]. */
interface SniperExact {
  outcomes: Record<SniperOutcome, number>;
  distributions: Record<SniperDistribution, Float64Array>;
}

/**
 * Exact evaluator of SNIPER FIRE by enumeration with integer weights, from the steps' exact counterparts: the
 * opposed roll (every face of the quality die, which reveals him on a 1, then the range and weapon dice), who is
 * hit and impact against armour. State packed as bits: outcome (0–2) × 16 + leader hit × 8 + effect (0 none,
 * 1 wound, 2 kill) × 2 + revealed. Nothing truncated.
 * @example exactSniper(cell).distributions.leader_casualty[1] // P(the leader is wounded or killed)
 */
export function exactSniper(cell: SniperCell): SniperExact {
  const outcomes = new Float64Array(3);
  const [leaderHit, leaderCasualty, dead, wounded, revealed] = Array.from({ length: 5 }, () => new Float64Array(2));
  const result = (): SniperExact => ({
    outcomes: { suppressed_only: outcomes[0], random_figure_hit: outcomes[1], chosen_figure_hit: outcomes[2] },
    distributions: { leader_hit: leaderHit, leader_casualty: leaderCasualty, dead, wounded, revealed },
  });
  if (cell.rangeDie === 0) {
    outcomes[0] = 1;
    for (const d of [leaderHit, leaderCasualty, dead, wounded, revealed]) d[0] = 1;
    return result();
  }
  const effect = impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple);
  const weaponDie = cell.weaponFaces
    ? Dist.die({ sides: cell.weaponDie, multiplier: 1, faces: cell.weaponFaces })
    : cell.weaponDie;
  const leaderOnMinor = whoIsHitDist(cell.figures, cell.whoDie).map((figure) => (figure === 0 ? 1 : 0));
  const all = Dist.uniform(cell.qualityDie).chain((qf) =>
    opposedRollDist([Dist.constant(qf), weaponDie], cell.rangeDie).chain((score) => {
      const above = score >>> 16;
      const revealed = qf === 1 ? 1 : 0;
      if (above === 0) return Dist.constant(revealed);
      const leader = above === 2 ? Dist.constant(1) : leaderOnMinor;
      return leader.combine(effect, (l, e) => above * 16 + l * 8 + e * 2 + revealed);
    }),
  );
  for (const [k, p] of all.entries()) {
    const outcome = k >> 4;
    const leader = (k >> 3) & 1;
    const e = (k >> 1) & 3;
    outcomes[outcome] += p;
    leaderHit[leader] += p;
    leaderCasualty[leader && e > 0 ? 1 : 0] += p;
    dead[e === 2 ? 1 : 0] += p;
    wounded[e === 1 ? 1 : 0] += p;
    revealed[k & 1] += p;
  }
  return result();
}
