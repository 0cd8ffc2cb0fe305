import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { moraleCheckLayout } from './moraleCheckLayout.js';

const UNIFORM_BUFFER = 3 * 1024;

/** The Monte Carlo kernel of a morale check: 3d6 against the modified LDR (5.0). */
export function createMoraleCheckKernel(cell: MoraleCheckCell): Kernel {
  // The passing rolls as a table by 3d6 total, criticals folded in.
  const passes = new Int32Array(19);
  for (let r = 3; r <= 18; r++) {
    passes[r] = cell.criticals && r <= 5 ? 1 : cell.criticals && r >= 16 ? 0 : r <= cell.highestPass ? 1 : 0;
  }
  const uniforms = new Float64Array(UNIFORM_BUFFER);
  const failure = cell.failure | 0;
  return {
    layout: moraleCheckLayout(),
    run: (state, trials, c) => runMoraleTrials(passes, failure, uniforms, state, trials, c),
  };
}

function runMoraleTrials(passes: Int32Array, failure: number, u: Float64Array, rng: Uint32Array, trials: number, c: Float64Array): void {
  let next = u.length;
  let passed = 0;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - 3) {
      fillUniforms(rng, u);
      next = 0;
    }
    passed += passes[((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3];
  }
  c[0] += passed;
  c[failure] += trials - passed;
}
