import type { ExactResult } from '../../../core/ExactResult.js';
import { Dist } from '../../../dice/exact/Dist.js';
import type { MultiOpposedCell } from './MultiOpposedCell.js';
import { marginCodeDist } from './marginCodeDist.js';

/**
 * Exact evaluator of independent opposed tests: the joint distribution of the summed values, built
 * attack by attack (keys are the sums joined by commas, in the layout's order of distributions).
 * @example exactMultiOpposed(cell).outcomes.none_damaged // P(no target damaged), for walking fire
 */
export function exactMultiOpposed<O extends string, D extends string>(cell: MultiOpposedCell<O, D>): ExactResult<O, D> {
  const { layout } = cell;
  const n = layout.distributions.length;
  let sums: Dist<string> = Dist.constant(new Array<number>(n).fill(0).join(','));
  for (const attack of cell.attacks) {
    const codes = marginCodeDist(attack, cell.fumbles, cell.sixBonus);
    const valuesOf = layout.distributions.map((d) => attack.valuesOf[d.name]);
    sums = sums.combine(codes, (key, code) =>
      key
        .split(',')
        .map((v, d) => Number(v) + valuesOf[d][code])
        .join(','),
    );
  }
  const outcomeBy = layout.distributions.findIndex((d) => d.name === cell.outcomeBy);
  const outcomeAt = cell.outcomeOf.map((name) => layout.outcomes.indexOf(name));
  const totals = new Float64Array(layout.outcomes.length);
  const histograms = layout.distributions.map((d) => new Float64Array(d.size));
  for (const [key, p] of sums.entries()) {
    const values = key.split(',').map(Number);
    totals[outcomeAt[values[outcomeBy]]] += p;
    histograms.forEach((h, i) => {
      h[values[i]] += p;
    });
  }
  const result: ExactResult<O, D> = { outcomes: {}, distributions: {} };
  layout.outcomes.forEach((name, i) => {
    result.outcomes[name] = totals[i];
  });
  layout.distributions.forEach((d, i) => {
    result.distributions[d.name] = histograms[i];
  });
  return result;
}
