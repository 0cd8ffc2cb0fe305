import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryLayout } from './panicRecoveryLayout.js';

/** The Monte Carlo kernel of recovering from panic: one LD test per turn until one passes. */
export function createPanicRecoveryKernel(cell: PanicRecoveryCell): Kernel {
  const faces = Int32Array.from(cell.facesByTurn);
  const uniforms = new Float64Array(Math.max(2048, 4 * faces.length));
  return { layout: panicRecoveryLayout(cell), run: (state, trials, c) => runRecoveryTrials(faces, uniforms, state, trials, c) };
}

function runRecoveryTrials(faces: Int32Array, u: Float64Array, state: Uint32Array, trials: number, c: Float64Array): void {
  const turns = faces.length;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - turns) {
      fillUniforms(state, u);
      next = 0;
    }
    let failed = 0;
    while (failed < turns && ((u[next++] * 20) | 0) >= faces[failed]) failed++;
    c[failed < turns ? 0 : 1]++;
    c[2 + failed]++;
  }
}
