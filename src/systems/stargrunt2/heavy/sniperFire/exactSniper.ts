import { Dist } from '../../../../dice/exact/Dist.js';
import type { SniperCell } from './SniperCell.js';

/**
 * Exact evaluator of SNIPER FIRE by enumeration with integer weights: range die, quality die, weapon
 * die, who-is-hit die, impact and armour faces. State packed as bits: outcome (0–2) × 16 + leader hit × 8
 * + effect (0 none, 1 wound, 2 kill) × 2 + revealed. Nothing truncated.
 */
export function exactSniper(cell: SniperCell): Float64Array {
  const out = new Float64Array(13);
  if (cell.rangeDie === 0) {
    out[0] = 1;
    for (let d = 0; d < 5; d++) out[3 + 2 * d] = 1;
    return out;
  }
  const effect = Dist.die(cell.impact).combine(Dist.die(cell.armour), (i, a) => (i > 2 * a ? 2 : i > a ? 1 : 0));
  const leaderOnMinor = cell.whoDie === 1 ? Dist.constant(1) : Dist.uniform(cell.whoDie).map((f) => ((f - 1) % cell.figures === 0 ? 1 : 0));
  const all = Dist.uniform(cell.rangeDie).chain((r) =>
    Dist.uniform(cell.qualityDie).chain((qf) =>
      Dist.uniform(cell.weaponDie).chain((wf) => {
        const above = (qf > r ? 1 : 0) + (wf > r ? 1 : 0);
        const revealed = qf === 1 ? 1 : 0;
        if (above === 0) return Dist.constant(revealed);
        const leader = above === 2 ? Dist.constant(1) : leaderOnMinor;
        return leader.combine(effect, (l, e) => above * 16 + l * 8 + e * 2 + revealed);
      }),
    ),
  );
  for (const [k, p] of all.entries()) {
    const outcome = k >> 4;
    const leader = (k >> 3) & 1;
    const e = (k >> 1) & 3;
    out[outcome] += p;
    out[3 + leader] += p;
    out[5 + (leader && e > 0 ? 1 : 0)] += p;
    out[7 + (e === 2 ? 1 : 0)] += p;
    out[9 + (e === 1 ? 1 : 0)] += p;
    out[11 + (k & 1)] += p;
  }
  return out;
}
