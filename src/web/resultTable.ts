import { fixed, percent } from '../results/formatNumbers.js';
import type { CellResult, DerivedInfo } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { el } from './dom.js';

/**
 * One table per shown cell: each outcome's probability with its 95% interval (none when exact), then each
 * distribution's mean with its interval, labelled as the summary labels them. Also drawn while Monte Carlo runs,
 * from the trials so far, so the intervals narrow as chunks arrive.
 */
export function resultTable(
  info: ResolutionInfo,
  cell: CellResult,
  exact: boolean,
  derived: DerivedInfo[] = [],
): HTMLTableElement {
  const rows: HTMLTableRowElement[] = [];
  const interval = (lo: number, hi: number, f: (x: number) => string) => (exact ? '' : `${f(lo)} – ${f(hi)}`);
  for (const o of [...info.outcomes, ...derived]) {
    const value = cell.outcomes[o.name] ?? cell.derived?.[o.name];
    if (!value) continue;
    rows.push(
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, o.label),
        el('td', {}, percent(value.p)),
        el('td', {}, interval(value.lo, value.hi, percent)),
      ),
    );
  }
  for (const d of info.distributions) {
    const mean = cell.means[d.name];
    if (!mean || info.detail.includes(d.name)) continue;
    rows.push(
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, `Mean ${d.label.toLowerCase()}`),
        el('td', {}, fixed(mean.mean, 2)),
        el(
          'td',
          {},
          interval(mean.lo, mean.hi, (x) => fixed(x, 2)),
        ),
      ),
    );
  }
  const shown = [cell.label, ...Object.entries(cell.params).map(([k, v]) => `${k} = ${String(v)}`)].join(', ');
  const caption = cell.trials === undefined ? shown : `${shown} (${cell.trials.toLocaleString('en')} trials)`;
  return el(
    'table',
    { class: 'results' },
    el('caption', {}, caption),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, 'Result'),
        el('th', { scope: 'col' }, exact ? 'Exact' : 'Estimate'),
        el('th', { scope: 'col' }, exact ? '' : '95% interval'),
      ),
    ),
    el('tbody', {}, ...rows),
  );
}
