import { chanceOfCount, type DerivedOutcome } from '../core/DerivedOutcome.js';
import { evaluateDiceExpression } from '../dice/expression/evaluateDiceExpression.js';
import { parseDiceExpression } from '../dice/expression/parseDiceExpression.js';
import { wilson } from '../stats/wilson.js';
import type { CellResult, Interval } from './ResultsDocument.js';

/**
 * A cell's derived outcomes (see DerivedOutcome) from its outcomes and distributions: the probability, and by
 * Monte Carlo its Wilson interval from the count of trials it covers (the parts' counts added up; exact: lo = hi = p).
 * An expression in the dice language over a distribution (`dead + d6 >= 8`) weighs the chance that it is not 0 at each
 * value by that value's probability; where it rolls dice of its own, the interval is the normal one of that mean.
 * @example derivedIntervals([{ name: 'x', label: 'X', expression: 'a + b', anyOf: ['a', 'b'] }], cell).x.p // cell's a.p + b.p
 */
export function derivedIntervals(
  derived: readonly DerivedOutcome[],
  cell: Pick<CellResult, 'outcomes' | 'distributions' | 'trials'>,
): Record<string, Interval> {
  const result: Record<string, Interval> = {};
  for (const d of derived) {
    if ('over' in d) {
      result[d.name] = overDistribution(d.expression, d.over, cell);
      continue;
    }
    let p: number;
    if ('anyOf' in d) p = d.anyOf.reduce((sum, name) => sum + (cell.outcomes[name]?.p ?? 0), 0);
    else {
      p = chanceOfCount(cell.distributions[d.distribution] ?? {}, d.op, d.count);
    }
    p = Math.min(1, Math.max(0, p));
    if (cell.trials === undefined) {
      result[d.name] = { p, lo: p, hi: p };
    } else {
      // The parts are counts over the same trials: their sum is a count too (rounding only float noise away).
      const count = Math.round(p * cell.trials);
      result[d.name] = { p: count / cell.trials, ...wilson(count, cell.trials) };
    }
  }
  return result;
}

function overDistribution(
  expression: string,
  over: string,
  cell: Pick<CellResult, 'distributions' | 'trials'>,
): Interval {
  const expr = parseDiceExpression(expression);
  let p = 0;
  let square = 0;
  let certain = true;
  for (const [value, q] of Object.entries(cell.distributions[over] ?? {})) {
    if (q === 0) continue;
    const f = 1 - evaluateDiceExpression(expr, { params: { [over]: Number(value) } }).prob(0);
    certain &&= f === 0 || f === 1;
    p += q * f;
    square += q * f * f;
  }
  p = Math.min(1, Math.max(0, p));
  const n = cell.trials;
  if (n === undefined) return { p, lo: p, hi: p };
  if (certain) {
    const count = Math.round(p * n);
    return { p: count / n, ...wilson(count, n) };
  }
  const half = 1.959963984540054 * Math.sqrt(Math.max(0, square - p * p) / n);
  return { p, lo: Math.max(0, p - half), hi: Math.min(1, p + half) };
}
