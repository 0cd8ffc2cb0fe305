import { reactionTestPass } from '../../steps/reactionTestDist.js';
import type { CloseAssaultCell, CombinedAssault } from './CloseAssaultCell.js';

/**
 * Exact FOLLOW-THROUGH of a combined assault: the distribution of how many units pass their reaction test, each
 * unit of `fighting` (bit u: unit u) testing at its leadership + `threat` + the combined extra for `out` units
 * out; [1] (none) without the `follow_through` test.
 * @example followThroughDist(cell, cell.combined, 0b11, 2, 0) // [P(neither), P(one), P(both)]
 */
export function followThroughDist(
  cell: Pick<CloseAssaultCell, 'followThrough'>,
  { units, extraPerUnit }: Pick<CombinedAssault, 'units' | 'extraPerUnit'>,
  fighting: number,
  threat: number,
  out: number,
): number[] {
  let dist = [1];
  if (!cell.followThrough) return dist;
  const extra = extraPerUnit ? out : Math.min(1, out);
  for (let u = 0; u < units.length; u++) {
    if (!(fighting & (1 << u))) continue;
    const unit = units[u];
    const pass = reactionTestPass(unit.sides, unit.leadership + threat + extra);
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((p, k) => {
      next[k] += p * (1 - pass);
      next[k + 1] += p * pass;
    });
    dist = next;
  }
  return dist;
}
