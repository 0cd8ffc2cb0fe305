import type { ExactResult } from '../../../core/ExactResult.js';
import { marginCodeDist } from './marginCodeDist.js';
import type { OpposedCell } from './OpposedCell.js';

/**
 * Exact evaluator of an opposed cell: P(margin code) pushed through the cell's per-margin tables.
 * @example exactOpposed(cell).outcomes.miss // P(miss), for a ranged attack on a vehicle
 */
export function exactOpposed<O extends string, D extends string>(cell: OpposedCell<O, D>): ExactResult<O, D> {
  const { layout } = cell;
  const outcomeAt = cell.outcomeOf.map((name) => layout.outcomes.indexOf(name));
  const values = layout.distributions.map((d) => cell.valuesOf[d.name]);
  const sums = new Float64Array(layout.outcomes.length);
  const histograms = layout.distributions.map((d) => new Float64Array(d.size));
  for (const [code, p] of marginCodeDist(cell, cell.fumbles, cell.sixBonus).entries()) {
    sums[outcomeAt[code]] += p;
    histograms.forEach((h, i) => {
      h[values[i][code]] += p;
    });
  }
  const result: ExactResult<O, D> = { outcomes: {}, distributions: {} };
  layout.outcomes.forEach((name, i) => {
    result.outcomes[name] = sums[i];
  });
  layout.distributions.forEach((d, i) => {
    result.distributions[d.name] = histograms[i];
  });
  return result;
}
