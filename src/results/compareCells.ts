import { meanDifference } from '../stats/meanDifference.js';
import { proportionDifference } from '../stats/proportionDifference.js';
import type { CellResult, Comparison, Difference } from './ResultsDocument.js';

/**
 * Each later compare label against the first (the baseline), cell by cell at the same swept values:
 * the difference of every outcome probability and of every mean, with 95% intervals (exact results,
 * without trials, give exact differences).
 */
export function compareCells(cells: CellResult[], labels: string[]): Comparison[] {
  if (labels.length < 2) return [];
  const baseline = labels[0];
  const key = (c: CellResult) => JSON.stringify(c.params);
  const baselineCells = new Map(cells.filter((c) => c.label === baseline).map((c) => [key(c), c]));
  const comparisons: Comparison[] = [];
  for (const cell of cells) {
    const base = baselineCells.get(key(cell));
    if (cell.label === baseline || !base) continue;
    const outcomes: Record<string, Difference> = {};
    // Derived outcomes are compared as outcomes: a probability each, under its own name.
    const theirs = { ...base.outcomes, ...base.derived };
    for (const [name, o] of Object.entries({ ...cell.outcomes, ...cell.derived })) {
      const b = theirs[name];
      if (!b) continue;
      outcomes[name] =
        cell.trials && base.trials
          ? proportionDifference(Math.round(b.p * base.trials), base.trials, Math.round(o.p * cell.trials), cell.trials)
          : { d: o.p - b.p, lo: o.p - b.p, hi: o.p - b.p };
    }
    const means: Record<string, Difference> = {};
    for (const [name, m] of Object.entries(cell.means)) {
      if (base.means[name]) means[name] = meanDifference(base.means[name], m, base.trials, cell.trials); // both must have it
    }
    comparisons.push({ label: cell.label, baseline, params: cell.params, outcomes, means });
  }
  return comparisons;
}
