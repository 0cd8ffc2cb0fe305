import { axisTitle } from '../results/axisTitle.js';
import { comparedQuantities } from '../results/comparisonSentences.js';
import { escapeHtml } from '../results/escapeHtml.js';
import { fixed, percent } from '../results/formatNumbers.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * The key table of a report's first screen: one row per cell (its label and swept values), one column per headline
 * result of the resolution (see Favours), with intervals by Monte Carlo.
 * @example keyTableHtml(doc, info).startsWith('<table class="key">') // true
 */
export function keyTableHtml(doc: ResultsDocument, info: ResolutionInfo): string {
  const headline = comparedQuantities(info, doc).filter((q) => info.favours.headline.includes(q.name));
  const means = info.favours.headline
    .filter((name) => !headline.some((q) => q.name === name) && info.distributions.some((d) => d.name === name))
    .map((name) => ({
      name,
      label: `Mean ${info.distributions.find((d) => d.name === name)!.label.toLowerCase()}`,
      kind: 'means' as const,
    }));
  const columns = [...headline, ...means];
  if (columns.length === 0) return '';
  const paths = doc.sweep.map((a) => a.path);
  const showLabel = doc.labels.length > 1;
  const exact = doc.method === 'exact';
  const head = [
    ...(showLabel ? ['Variant'] : []),
    ...paths.map((p) => axisTitle(p, info)),
    ...columns.map((q) => q.label),
  ];
  const rows = doc.cells.map((cell) => {
    const values = columns.map((q) => {
      if (q.kind === 'means') {
        const m = cell.means[q.name];
        return m
          ? `${fixed(m.mean)}${exact ? '' : ` <span class="muted">(${fixed(m.lo)} – ${fixed(m.hi)})</span>`}`
          : '–';
      }
      const o = cell.outcomes[q.name] ?? cell.derived?.[q.name];
      return o
        ? `${percent(o.p)}${exact ? '' : ` <span class="muted">(${percent(o.lo)} – ${percent(o.hi)})</span>`}`
        : '–';
    });
    const keys = [...(showLabel ? [cell.label] : []), ...paths.map((p) => String(cell.params[p]))].map(
      (k) => `<th>${escapeHtml(k)}</th>`,
    );
    return `<tr>${keys.join('')}${values.map((v) => `<td>${v}</td>`).join('')}</tr>`;
  });
  return `<table class="key">\n<thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}
