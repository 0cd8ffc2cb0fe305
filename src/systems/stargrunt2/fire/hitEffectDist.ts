import { Dist } from '../../../dice/exact/Dist.js';
import { impactVsArmourDist } from '../steps/impactVsArmourDist.js';
import type { FireCell } from './FireCell.js';

/**
 * The effect of one potential hit of a fire at infantry (0 none, 1 wound, 2 kill), exactly: STEP 3, impact against
 * armour (the impactVsArmour step's exact counterpart); with quick-and-dirty casualties every hit wounds, as the
 * volley kernel scores it; in vacuum (`woundsKill`) every wound is a kill. Shared by every exact evaluator that follows
 * hits onto figures and by the alias volley of the fire kernel, so the kernel itself knows nothing of vacuum.
 * @example hitEffectDist(cell).prob(2) // P(a hit kills)
 */
export function hitEffectDist(
  cell: Pick<FireCell, 'casualties' | 'impact' | 'armour' | 'woundsKill' | 'killMultiple'>,
): Dist<number> {
  return hitEffectWith(cell, () => impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple));
}

/**
 * hitEffectDist with STEP 3's distribution from `penetration` (the book's, or a house rule's `hitEffect` twin): asked
 * for only when the cell rolls STEP 3 (not with quick-and-dirty casualties), the vacuum rule applied to what it gives.
 * @example hitEffectWith({ casualties: 'quick-and-dirty' }, () => { throw new Error('not rolled'); }).prob(1) // 1
 */
export function hitEffectWith(
  cell: Pick<FireCell, 'casualties' | 'woundsKill'>,
  penetration: () => Dist<number>,
): Dist<number> {
  const effect = cell.casualties === 'quick-and-dirty' ? Dist.constant(1) : penetration();
  return cell.woundsKill ? effect.map((e) => (e === 1 ? 2 : e)) : effect;
}
