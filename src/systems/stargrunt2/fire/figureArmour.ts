import type { Dist } from '../../../dice/exact/Dist.js';
import { lcm } from '../../../dice/exact/gcd.js';
import type { FireCell } from './FireCell.js';
import { hitEffectDist } from './hitEffectDist.js';

/**
 * Each figure's armour group (an index into `cell.armourGroups`), figures in "who buys the farm" order; all 0 when
 * every figure wears the same armour.
 * @example figureGroups({ figures: 4, armourGroups: [{ count: 3, … }, { count: 1, … }] }) // [0, 0, 0, 1]
 */
export function figureGroups(cell: Pick<FireCell, 'figures' | 'armourGroups'>): number[] {
  if (!cell.armourGroups) return new Array<number>(cell.figures).fill(0);
  return cell.armourGroups.flatMap((g, i) => new Array<number>(g.count).fill(i));
}

type EffectCell = Pick<FireCell, 'casualties' | 'impact' | 'armour' | 'armourGroups' | 'woundsKill' | 'killMultiple'>;

/**
 * The effect of one potential hit (0 none, 1 wound, 2 kill) on a figure of each armour group: hitEffectDist with the
 * group's own impact and armour dice (STEP 4 then STEP 3, the order the rulebook allows for mixed armour) and the
 * cell's casualties and environment; one group when the armour is not mixed. The exact evaluators and the alias
 * table both read it, so every rule of one hit's effect (vacuum among them) reaches both.
 * @example groupEffectDists(cell)[1].prob(2) // P(a hit on a figure of the second group kills)
 */
export function groupEffectDists(cell: EffectCell): Dist<number>[] {
  return (cell.armourGroups ?? [cell]).map((g) =>
    hitEffectDist({
      casualties: cell.casualties,
      impact: g.impact,
      armour: g.armour,
      woundsKill: cell.woundsKill,
      killMultiple: cell.killMultiple,
    }),
  );
}

/**
 * groupEffectDists (or `dists` of its shape, a house rule's) as weights over one common total, so that "which figure
 * is hit, then its effect" can be weighed across groups; one group keeps its own weights.
 * @example groupHitEffects(cell)[1].get(2) // kill weight of the second group, over the common total
 */
export function groupHitEffects(
  cell: EffectCell,
  dists: Dist<number>[] = groupEffectDists(cell),
): Array<ReadonlyMap<number, bigint>> {
  if (dists.length === 1) return [dists[0].weights];
  const total = dists.reduce((t, d) => lcm(t, d.total), 1n);
  return dists.map((d) => new Map([...d.weights].map(([e, w]) => [e, w * (total / d.total)])));
}
