import type { ExactResult } from '../../../core/ExactResult.js';
import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { marginCodeDist } from './marginCodeDist.js';
import type { OpposedCell } from './OpposedCell.js';
import { codeOfResult, opposedTestExactSteps, opposedTestOf } from './opposedTestSteps.js';

/**
 * Exact evaluator of an opposed cell: P(margin code) pushed through the cell's per-margin tables.
 * @example exactOpposed(cell).outcomes.miss // P(miss), for a ranged attack on a vehicle
 */
export function exactOpposed<O extends string, D extends string>(cell: OpposedCell<O, D>): ExactResult<O, D> {
  return opposedFromCodes(cell, marginCodeDist(cell, cell.fumbles, cell.sixBonus).entries());
}

/**
 * An opposed cell with a house rule's exact `opposedTest` twin (the book's where not replaced; docs/house-rules.md):
 * P(each result) read as margin codes, in code order as exactOpposed sums them.
 * @example exactOpposedWith(cell, {}) // the book's, from the book's twin
 */
export function exactOpposedWith<O extends string, D extends string>(
  cell: OpposedCell<O, D>,
  exactSteps: StepFunctions,
): ExactResult<O, D> {
  const results = opposedTestExactSteps(exactSteps).opposedTest(opposedTestOf(cell));
  const maxCode = cell.outcomeOf.length - 1;
  if (typeof (results as { entries?: unknown } | undefined)?.entries !== 'function') {
    throw new StepReturnError(
      'opposedTest (exact)',
      results,
      "a Dist of the result ('miss', 'draw', Margins of Success)",
    );
  }
  const codes: Array<[number, number]> = results
    .entries()
    .map(([r, p]) => [codeOfResult(r, maxCode, 'opposedTest (exact)'), p]);
  return opposedFromCodes(
    cell,
    codes.sort((a, b) => a[0] - b[0]),
  );
}

/** P(margin code) pushed through the cell's per-margin tables. */
function opposedFromCodes<O extends string, D extends string>(
  cell: OpposedCell<O, D>,
  codes: Iterable<[number, number]>,
): ExactResult<O, D> {
  const { layout } = cell;
  const outcomeAt = cell.outcomeOf.map((name) => layout.outcomes.indexOf(name));
  const values = layout.distributions.map((d) => cell.valuesOf[d.name]);
  const sums = new Float64Array(layout.outcomes.length);
  const histograms = layout.distributions.map((d) => new Float64Array(d.size));
  for (const [code, p] of codes) {
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
