import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { FallCell } from './FallCell.js';
import { fallLayout } from './fallLayout.js';

/** The Monte Carlo kernel of a jump or a climb: per step a d20 for the fall, then the damage saves. */
export function createFallKernel(cell: FallCell): Kernel {
  const layout = fallLayout(cell);
  const n = cell.steps.length;
  const plan = {
    jump: cell.mode === 'jump',
    fallFaces: Int32Array.from(cell.steps, (s) => s.fallFaces),
    saveFaces: Int32Array.from(cell.steps, (s) => s.saveFaces),
    saveRolls: Int32Array.from(cell.steps, (s) => s.saveRolls),
    uniforms: new Float64Array(Math.max(2048, 16 * n)),
    refillBelow: Math.max(2048, 16 * n) - 4 * n,
  };
  return { layout, run: (state, trials, c) => runFallTrials(plan, state, trials, c) };
}

function runFallTrials(
  plan: { jump: boolean; fallFaces: Int32Array; saveFaces: Int32Array; saveRolls: Int32Array; uniforms: Float64Array; refillBelow: number },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { jump, fallFaces, saveFaces, saveRolls, uniforms: u, refillBelow } = plan;
  const steps = fallFaces.length;
  const outcomes = jump ? 2 : 3;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    let fellAt = -1;
    let failed = 0;
    for (let k = 0; k < steps; k++) {
      // Climb: "If the result is a 19 or 20 the miniature falls"; a jump always lands (fallFaces 20).
      if (((u[next++] * 20) | 0) < 20 - fallFaces[k]) continue;
      fellAt = k;
      for (let r = 0; r < saveRolls[k]; r++) failed += ((u[next++] * 20) | 0) >= saveFaces[k] ? 1 : 0;
      break;
    }
    if (jump) {
      c[failed > 0 ? 1 : 0]++;
      c[outcomes + failed]++;
    } else {
      c[fellAt < 0 ? 0 : failed > 0 ? 2 : 1]++;
      c[outcomes + (fellAt < 0 ? steps : fellAt + 1)]++;
    }
  }
}
