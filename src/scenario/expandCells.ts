import type { CellPlan } from './CellPlan.js';
import type { ComparePlan } from './ComparePlan.js';
import { deepMerge } from './deepMerge.js';
import type { SweepPlan } from './SweepPlan.js';
import { setPath } from './setPath.js';

/**
 * The cells of a scenario: every compare entry (or the base alone, labelled with the title) times
 * every combination of sweep values. Label-major, then the sweep values in row-major order (the
 * first axis changes slowest). Each entry is deep-merged over the base, then the swept values set.
 *
 * @example
 * expandCells({ range: 1 }, undefined, [{ path: 'range', segments: ['range'], values: [4, 8] }], 'T')
 *   .map((c) => c.input.range); // → [4, 8]
 */
export function expandCells(
  base: Record<string, unknown>,
  entries: readonly ComparePlan[] | undefined,
  axes: readonly SweepPlan[],
  title: string,
): CellPlan[] {
  const variants: Array<ComparePlan | undefined> = entries === undefined ? [undefined] : [...entries];
  const cells: CellPlan[] = [];
  for (const entry of variants) {
    const merged = (entry === undefined ? base : deepMerge(base, entry.overrides)) as Record<string, unknown>;
    for (const valueIndices of combinations(axes.map((a) => a.values.length))) {
      const input = structuredClone(merged);
      const cell: CellPlan = { label: entry?.label ?? title, valueIndices, params: {}, input };
      if (entry !== undefined) cell.entry = entry;
      axes.forEach((axis, a) => {
        const value = axis.values[valueIndices[a]];
        cell.params[axis.path] = value;
        const stuck = setPath(input, axis.segments, value);
        if (stuck >= 0 && cell.blocked === undefined) cell.blocked = { axis: a, segment: stuck };
      });
      cells.push(cell);
    }
  }
  return cells;
}

/** All index tuples for lists of these lengths, the first index changing slowest. */
function combinations(lengths: readonly number[]): number[][] {
  let out: number[][] = [[]];
  for (const n of lengths) out = out.flatMap((prefix) => Array.from({ length: n }, (_, i) => [...prefix, i]));
  return out;
}
