import { chanceOfCount, type DerivedOutcome } from '../core/DerivedOutcome.js';
import { wilson } from '../stats/wilson.js';
import type { CellResult, Interval } from './ResultsDocument.js';

/**
 * A cell's derived outcomes (see DerivedOutcome) from its outcomes and distributions: the probability, and by
 * Monte Carlo its Wilson interval from the count of trials it covers (the parts' counts added up; exact: lo = hi = p).
 * @example derivedIntervals([{ name: 'x', label: 'X', expression: 'a + b', anyOf: ['a', 'b'] }], cell).x.p // cell's a.p + b.p
 */
export function derivedIntervals(derived: readonly DerivedOutcome[], cell: Pick<CellResult, 'outcomes' | 'distributions' | 'trials'>): Record<string, Interval> {
  const result: Record<string, Interval> = {};
  for (const d of derived) {
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
