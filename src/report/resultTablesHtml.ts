import { escapeHtml } from '../results/escapeHtml.js';
import { fixed, percent, plusMinus } from '../results/formatNumbers.js';
import type { CellResult, ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * The results as HTML tables with their 95% intervals, one section per compare label: without a
 * sweep an outcome table and a distribution table, with a sweep one row per swept point (outcomes
 * and casualty means). Exact results show no interval columns.
 *
 * @example
 * resultTablesHtml(doc, info).includes('<table'); // true
 */
export function resultTablesHtml(doc: ResultsDocument, info: ResolutionInfo): string {
  const exact = doc.method === 'exact';
  const parts: string[] = [];
  for (const label of doc.labels) {
    const cells = doc.cells.filter((c) => c.label === label);
    if (doc.labels.length > 1 || doc.sweep.length > 0) parts.push(`<h3>${escapeHtml(label)}</h3>`);
    parts.push(doc.sweep.length === 0 ? cellTables(cells[0], info, exact) : sweepTable(doc, cells, info, exact));
  }
  return parts.join('\n');
}

const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
const table = (head: string[], rows: string[], cls = '') =>
  `<div class="scroll"><table${cls ? ` class="${cls}"` : ''}>\n<thead>${row(head.map(escapeHtml), 'th')}</thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table></div>`;

function cellTables(cell: CellResult, info: ResolutionInfo, exact: boolean): string {
  const outcomes = info.outcomes.map(({ name, label }) => {
    const o = cell.outcomes[name];
    return row([escapeHtml(label), percent(o.p), ...(exact ? [] : [`${percent(o.lo)} – ${percent(o.hi)}`])]);
  });
  const parts = [table(['outcome', 'probability', ...(exact ? [] : ['95% interval'])], outcomes)];
  if (info.distributions.length > 0) {
    // only the distributions this cell has (e.g. a crew's only when a crew was given)
    const rows = info.distributions
      .filter(({ name }) => cell.means[name] && !info.detail.includes(name))
      .map(({ name, label }) => {
        const m = cell.means[name];
        const interval = exact ? [] : [`${fixed(m.lo)} – ${fixed(m.hi)}`];
        return row([
          escapeHtml(label),
          fixed(m.mean),
          ...interval,
          fixed(m.sd),
          escapeHtml(String(m.median)),
          escapeHtml(`${m.p5}–${m.p95}`),
        ]);
      });
    parts.push(table(['distribution', 'mean', ...(exact ? [] : ['95% interval']), 'sd', 'median', '5%–95%'], rows));
  }
  if (cell.note) parts.push(`<p class="note">Note: ${escapeHtml(cell.note)}</p>`);
  return parts.join('\n');
}

function sweepTable(doc: ResultsDocument, cells: CellResult[], info: ResolutionInfo, exact: boolean): string {
  const paths = doc.sweep.map((a) => a.path);
  const casualties = info.distributions.filter((d) => info.casualtyDistributions.includes(d.name));
  const head = [...paths, ...info.outcomes.map((o) => o.label), ...casualties.map((d) => `${d.label} (mean)`)];
  const notes: string[] = [];
  const rows = cells.map((cell) => {
    if (cell.note) notes.push(`${paths.map((p) => `${p} ${cell.params[p]}`).join(', ')}: ${cell.note}`);
    return row([
      ...paths.map((p) => escapeHtml(String(cell.params[p]))),
      ...info.outcomes.map(({ name }) => {
        const o = cell.outcomes[name];
        return exact ? percent(o.p) : plusMinus(o.p, o.lo, o.hi);
      }),
      ...casualties.map(({ name }) => {
        const m = cell.means[name];
        return exact ? fixed(m.mean) : `${fixed(m.mean)} ± ${fixed(Math.max(m.mean - m.lo, m.hi - m.mean))}`;
      }),
    ]);
  });
  const noteList =
    notes.length > 0 ? `\n<ul class="note">${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '';
  return table(head, rows, 'sweep') + noteList;
}
