import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type MedicalAidCell, medicalAidLayout } from './MedicalAidCell.js';

const BUFFER = 4096;

interface Plan {
  casualties: number;
  resultOfFace: Int32Array;
  counts: Int32Array;
  uniforms: Float64Array;
}

/** The Monte Carlo kernel of MEDICAL TREATMENT: one D6 per casualty, each sorted into dead / stabilised / back / suit disabled. */
export function createMedicalAidKernel(cell: MedicalAidCell): Kernel {
  const plan: Plan = {
    casualties: cell.casualties | 0,
    resultOfFace: Int32Array.from(cell.resultOfFace),
    counts: new Int32Array(4),
    uniforms: new Float64Array(Math.max(BUFFER, 4 * cell.casualties)),
  };
  return { layout: medicalAidLayout(cell), run: (state, trials, c) => runMedicalAid(plan, state, trials, c) };
}

function runMedicalAid(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { casualties, resultOfFace, counts, uniforms: u } = plan;
  const size = casualties + 1;
  const refillBelow = u.length - casualties;
  let next = u.length;
  let someDead = 0;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    counts[0] = 0;
    counts[1] = 0;
    counts[2] = 0;
    counts[3] = 0;
    for (let i = 0; i < casualties; i++) counts[resultOfFace[(u[next++] * 6) | 0]]++;
    someDead += counts[0] > 0 ? 1 : 0;
    c[2 + counts[0]]++;
    c[2 + size + counts[1]]++;
    c[2 + 2 * size + counts[2]]++;
    c[2 + 3 * size + counts[3]]++;
  }
  c[0] += trials - someDead;
  c[1] += someDead;
}
