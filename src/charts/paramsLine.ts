import type { CellResult } from '../results/ResultsDocument.js';

/**
 * The swept parameters of a cell in plain words, or '' when none.
 *
 * @example
 * paramsLine({ params: { range: 4, 'target.cover': 'open' } } as any); // 'range = 4, target.cover = open'
 */
export function paramsLine(cell: CellResult | undefined): string {
  if (!cell) return '';
  return Object.entries(cell.params)
    .map(([k, v]) => `${k} = ${String(v)}`)
    .join(', ');
}
