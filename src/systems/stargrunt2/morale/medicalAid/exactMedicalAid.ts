import { Dist } from '../../../../dice/exact/Dist.js';
import { counterLength } from '../../../LegacyKernel.js';
import { type MedicalAidCell, medicalAidLayout } from './MedicalAidCell.js';

/**
 * Exact evaluator of MEDICAL TREATMENT: the joint distribution of (dead, stabilised, back in action) over
 * the casualties' D6 rolls, by enumeration with integer weights (suit disabled = the rest). Kernel layout.
 */
export function exactMedicalAid(cell: MedicalAidCell): Float64Array {
  const n = cell.casualties;
  const span = n + 1;
  const one = Dist.uniform(6).map((face) => {
    const code = cell.resultOfFace[face - 1];
    return code === 3 ? 0 : span ** code; // pack (dead, stabilised, back) counts in base n + 1
  });
  let joint = Dist.constant(0);
  for (let i = 0; i < n; i++) joint = joint.combine(one, (a, b) => a + b);
  const out = new Float64Array(counterLength(medicalAidLayout(cell)));
  for (const [key, p] of joint.entries()) {
    const dead = key % span;
    const stabilised = Math.floor(key / span) % span;
    const back = Math.floor(key / span ** 2);
    out[dead === 0 ? 0 : 1] += p;
    out[2 + dead] += p;
    out[2 + span + stabilised] += p;
    out[2 + 2 * span + back] += p;
    out[2 + 3 * span + (n - dead - stabilised - back)] += p;
  }
  return out;
}
