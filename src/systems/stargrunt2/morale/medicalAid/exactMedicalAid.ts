import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import type { MedicalAidCell } from './MedicalAidCell.js';
import type { MedicalAidDistribution, MedicalAidOutcome } from './medicalAidQuantities.js';

/**
 * Exact evaluator of MEDICAL TREATMENT: the joint distribution of (dead, stabilised, back in action) over
 * the casualties' D6 rolls, by enumeration with integer weights (suit disabled = the rest).
 * @example exactMedicalAid(cell).outcomes.no_deaths // (4/6)³ for three casualties treated by their squad-mates
 */
export function exactMedicalAid(cell: MedicalAidCell): NamedExactResult<MedicalAidOutcome, MedicalAidDistribution> {
  const n = cell.casualties;
  const span = n + 1;
  const one = Dist.uniform(6).map((face) => {
    const code = cell.resultOfFace[face - 1];
    return code === 3 ? 0 : span ** code; // pack (dead, stabilised, back) counts in base n + 1
  });
  let joint = Dist.constant(0);
  for (let i = 0; i < n; i++) joint = joint.combine(one, (a, b) => a + b);
  const deaths = [0, 0];
  const [dead, stabilised, back, suitDisabled] = [0, 1, 2, 3].map(() => new Array<number>(span).fill(0));
  for (const [key, p] of joint.entries()) {
    const d = key % span;
    const s = Math.floor(key / span) % span;
    const b = Math.floor(key / span ** 2);
    deaths[d === 0 ? 0 : 1] += p;
    dead[d] += p;
    stabilised[s] += p;
    back[b] += p;
    suitDisabled[n - d - s - b] += p;
  }
  return {
    outcomes: { no_deaths: deaths[0], some_deaths: deaths[1] },
    distributions: { dead, stabilised, back_in_action: back, suit_disabled: suitDisabled },
  };
}
