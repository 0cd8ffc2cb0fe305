import { Dist } from '../../../dice/exact/Dist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import type { FireCell } from './FireCell.js';
import { figureGroups, groupHitEffects } from './figureArmour.js';
import { hitEffectDist } from './hitEffectDist.js';

/**
 * The effect of one potential hit (0 none, 1 wound, 2 kill) whoever it lands on: with mixed armour, each figure's own
 * effect weighed by the faces of the who-is-hit die that land on him (figures never hit, beyond a D12's twelve, weigh
 * nothing); with one armour, hitEffectDist itself. What the wound and kill results count, hit by hit. `groupEffects`:
 * each group's effect from a house rule's twins (groupEffectDists' shape; the book's when absent).
 * @example hitEffectMixture(cell).prob(2) // P(a potential hit kills)
 */
export function hitEffectMixture(cell: FireCell, groupEffects?: Dist<number>[]): Dist<number> {
  if (!cell.armourGroups) return groupEffects ? groupEffects[0] : hitEffectDist(cell);
  const effects = groupHitEffects(cell, groupEffects);
  const group = figureGroups(cell);
  const weights: Array<[number, bigint]> = [];
  whoIsHitFaces(cell.figures, cell.whoDie).forEach((faces, f) => {
    for (const [e, w] of effects[group[f]]) weights.push([e, w * BigInt(faces)]);
  });
  return Dist.fromWeights(weights);
}
