import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import { suppressionAreaLayout } from './suppressionAreaLayout.js';

/** The Monte Carlo kernel of a figure spending actions in a suppression area. */
export function createSuppressionAreaKernel(cell: SuppressionAreaCell): Kernel {
  const draws = cell.actions * (1 + cell.strength);
  const size = Math.max(2048, 4 * draws);
  const plan = {
    strength: cell.strength | 0,
    ldFaces: cell.ldFaces | 0,
    saveFaces: cell.saveFaces | 0,
    actions: cell.actions | 0,
    take: cell.hitsOnFailedMove,
    oMoves: 2,
    oHits: (3 + cell.actions) | 0,
    uniforms: new Float64Array(size),
    refillBelow: (size - draws) | 0,
  };
  return { layout: suppressionAreaLayout(cell), run: (state, trials, c) => runSuppressionTrials(plan, state, trials, c) };
}

function runSuppressionTrials(
  plan: { strength: number; ldFaces: number; saveFaces: number; actions: number; take: boolean; oMoves: number; oHits: number; uniforms: Float64Array; refillBelow: number },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { strength, ldFaces, saveFaces, actions, take, oMoves, oHits, uniforms: u, refillBelow } = plan;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    let moves = 0;
    let hits = 0;
    let dead = 0;
    for (let a = 0; a < actions && dead === 0; a++) {
      const moved = ((u[next++] * 20) | 0) < ldFaces;
      if (moved) moves++;
      if (!moved && !take) continue;
      hits += strength;
      for (let h = 0; h < strength; h++) dead |= (saveFaces - 1 - ((u[next++] * 20) | 0)) >>> 31;
    }
    c[dead]++;
    c[oMoves + moves]++;
    c[oHits + hits]++;
  }
}
