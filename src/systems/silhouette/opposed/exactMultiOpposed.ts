import { Dist } from '../../../dice/exact/Dist.js';
import { counterLength } from '../../LegacyKernel.js';
import { marginCodeDist } from './exactOpposed.js';
import type { MultiOpposedCell } from './MultiOpposedCell.js';

/**
 * Exact evaluator of independent opposed tests: the joint distribution of the summed values, built
 * attack by attack (keys are the sums joined by commas). Returns probabilities in the kernel's layout.
 */
export function exactMultiOpposed(cell: MultiOpposedCell): Float64Array {
  const out = new Float64Array(counterLength({ outcomes: cell.outcomes, distributions: cell.distributions }));
  const n = cell.distributions.length;
  let sums: Dist<string> = Dist.constant(new Array<number>(n).fill(0).join(','));
  for (const attack of cell.attacks) {
    const codes = marginCodeDist({ ...attack, fumbles: cell.fumbles });
    sums = sums.combine(codes, (key, code) =>
      key
        .split(',')
        .map((v, d) => Number(v) + attack.valuesOf[d][code])
        .join(','),
    );
  }
  for (const [key, p] of sums.entries()) {
    const values = key.split(',').map(Number);
    out[cell.outcomeOf[values[cell.outcomeBy]]] += p;
    let offset = cell.outcomes.length;
    cell.distributions.forEach((d, i) => {
      out[offset + values[i]] += p;
      offset += d.size;
    });
  }
  return out;
}
