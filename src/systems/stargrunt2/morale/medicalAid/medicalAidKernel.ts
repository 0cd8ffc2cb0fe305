import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer, uniformBufferSize } from '../../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../../dice/uniformDraws.js';
import { medicalTreatment } from '../../steps/medicalTreatment.js';
import type { MedicalAidCell } from './MedicalAidCell.js';
import { type MedicalAidDistribution, type MedicalAidOutcome, medicalAidQuantities } from './medicalAidQuantities.js';

interface Plan {
  casualties: number;
  resultOfFace: Int32Array;
  counts: Int32Array;
  buffer: UniformBuffer;
}

/**
 * Counter layout: no_deaths, some_deaths, then dead, stabilised, back_in_action, suit_disabled (0..casualties).
 * @example medicalAidLayout({ ...cell, casualties: 3 }).distributions[0] // { name: 'dead', size: 4 }
 */
function medicalAidLayout(cell: MedicalAidCell): CounterLayout<MedicalAidOutcome, MedicalAidDistribution> {
  const size = cell.casualties + 1;
  return medicalAidQuantities.layout({ dead: size, stabilised: size, back_in_action: size, suit_disabled: size });
}

/** The Monte Carlo kernel of MEDICAL TREATMENT: one D6 per casualty, each sorted into dead / stabilised / back / suit disabled. */
function createMedicalAidKernel(cell: MedicalAidCell): Kernel {
  const casualties = cell.casualties | 0;
  const plan: Plan = {
    casualties,
    resultOfFace: Int32Array.from(cell.resultOfFace),
    counts: new Int32Array(4),
    buffer: uniformBuffer(casualties, uniformBufferSize(casualties, LARGE_BUFFER_SIZE)),
  };
  return { run: (state, trials, c) => runMedicalAid(plan, state, trials, c) };
}

/** The kernel module of `resolve: medical-aid`. */
export default defineKernel({ layout: medicalAidLayout, create: createMedicalAidKernel });

function runMedicalAid(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { casualties, resultOfFace, counts, buffer } = plan;
  const size = casualties + 1;
  const u = buffer.values;
  let next = u.length;
  let someDead = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    counts[0] = 0;
    counts[1] = 0;
    counts[2] = 0;
    counts[3] = 0;
    for (let i = 0; i < casualties; i++) counts[medicalTreatment(resultOfFace, u, next++)]++;
    someDead += counts[0] > 0 ? 1 : 0;
    c[2 + counts[0]]++;
    c[2 + size + counts[1]]++;
    c[2 + 2 * size + counts[2]]++;
    c[2 + 3 * size + counts[3]]++;
  }
  c[0] += trials - someDead;
  c[1] += someDead;
}
