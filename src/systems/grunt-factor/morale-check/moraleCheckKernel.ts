import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { moraleCheckLayout } from './moraleCheckLayout.js';

/** The Monte Carlo kernel of a morale check: d20 at or under LD for each check due. */
export function createMoraleCheckKernel(cell: MoraleCheckCell): Kernel {
  const plan = {
    morale: cell.morale,
    special: cell.special,
    oneRoll: cell.oneRoll,
    ldFaces: cell.ldFaces | 0,
    uniforms: new Float64Array(2048),
  };
  return { layout: moraleCheckLayout(), run: (state, trials, c) => runMoraleTrials(plan, state, trials, c) };
}

function runMoraleTrials(
  plan: { morale: boolean; special: boolean; oneRoll: boolean; ldFaces: number; uniforms: Float64Array },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { morale, special, oneRoll, ldFaces, uniforms: u } = plan;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - 2) {
      fillUniforms(state, u);
      next = 0;
    }
    if (!morale && !special) {
      c[0]++;
      c[5]++;
      continue;
    }
    const first = ((u[next++] * 20) | 0) >= ldFaces ? 1 : 0;
    const second = oneRoll ? first : ((u[next++] * 20) | 0) >= ldFaces ? 1 : 0;
    const panicked = morale ? first : 0;
    const fallsBack = special ? (morale ? second : first) : 0;
    c[panicked ? (fallsBack ? 4 : 3) : fallsBack ? 2 : 1]++;
    c[5 + panicked + fallsBack]++;
  }
}
