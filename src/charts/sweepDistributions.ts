import { axisTitle } from '../results/axisTitle.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { atLeast, countsFigures } from './atLeast.js';
import { keptValues } from './keptValues.js';
import { methodLine } from './methodLine.js';
import type { NamedChart, VegaLiteSpec } from './NamedChart.js';
import { rowHeader, sweepLayout } from './sweepLayout.js';
import { theme } from './theme.js';

/**
 * Over a sweep, the whole distribution of each casualty distribution at every swept value (not only its mean),
 * x = the first swept parameter, a panel column per value of the second swept parameter and a panel row per
 * compare label and per value (or combination of values) of the third and later ones (as sweepLayout lays them). Counts of figures (see countsFigures) are lines of the chance of at least k, one per k = 1, 2, …
 * (darker for more); other distributions are stacked bars, the shade = the value (light 0 … dark high).
 * Named `sweep-distribution-<name>`.
 * @example sweepDistributions(docWithoutSweep, info) // []
 */
export function sweepDistributions(doc: ResultsDocument, info: ResolutionInfo): NamedChart[] {
  const [first, second] = doc.sweep;
  if (!first) return [];
  const cumulative = countsFigures(info);
  // Panel rows: the compare label (with several), then the later swept values; every cell in exactly one panel.
  const layout = sweepLayout(doc);
  const laterRows = (layout.facet?.row as { sort: string[] } | undefined)?.sort ?? [''];
  const labels = doc.labels.length > 1 ? doc.labels : [''];
  const rowName = (label: string, later: string) => [label, later].filter((part) => part !== '').join(' · ');
  const rows = labels.flatMap((label) => laterRows.map((later) => rowName(label, later)));
  return info.casualtyDistributions.map((name) => {
    const label = info.distributions.find((d) => d.name === name)?.label ?? name;
    const kept = keptValues(doc.cells, name);
    const shown = cumulative ? (kept.length > 1 ? kept.slice(1) : [1]) : kept;
    const values = doc.cells.flatMap((c) =>
      shown.map((k) => ({
        x: String(c.params[first.path]),
        col: second ? String(c.params[second.path]) : '',
        row: rowName(doc.labels.length > 1 ? c.label : '', layout.place(c.params).row ?? ''),
        label: c.label,
        value: k,
        p: cumulative ? atLeast(c, name, k) : (c.distributions[name]?.[String(k)] ?? 0),
      })),
    );
    const x = {
      field: 'x',
      type: 'ordinal',
      sort: first.values.map(String),
      title: axisTitle(first.path, doc),
      axis: { labelAngle: 0 },
    };
    const unit = info.valueUnit ? ` (${info.valueUnit})` : '';
    const inner = cumulative
      ? {
          width: Math.max(200, 36 * first.values.length),
          height: 200,
          mark: { type: 'line', point: layout.points },
          encoding: {
            x,
            y: {
              field: 'p',
              type: 'quantitative',
              title: 'Chance of at least',
              axis: { format: '.0%' },
              scale: { domain: [0, 1] },
            },
            color: {
              field: 'value',
              type: 'ordinal',
              title: `At least (${info.valueUnit})`,
              sort: 'ascending',
              legend: { titleLimit: 0 },
              scale: { scheme: { name: 'viridis', extent: [0, 0.8] } },
            },
            tooltip: [
              { field: 'label' },
              { field: 'x', title: axisTitle(first.path, doc) },
              { field: 'value', title: `${label}: at least` },
              { field: 'p', format: '.2%' },
            ],
          },
        }
      : {
          width: Math.max(200, 36 * first.values.length),
          height: 200,
          mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
          encoding: {
            x,
            y: {
              field: 'p',
              type: 'quantitative',
              stack: 'zero',
              title: 'Probability',
              axis: { format: '.0%' },
              scale: { domain: [0, 1] },
            },
            color: {
              field: 'value',
              type: 'ordinal',
              title: `${label}${unit}`,
              scale: { scheme: 'blues' },
              sort: 'ascending',
              legend: { titleLimit: 0 },
            },
            order: { field: 'value', type: 'quantitative', sort: 'ascending' },
            tooltip: [
              { field: 'label' },
              { field: 'x', title: axisTitle(first.path, doc) },
              { field: 'value', title: label },
              { field: 'p', format: '.2%' },
            ],
          },
        };
    const facet = {
      ...(second
        ? {
            column: {
              field: 'col',
              type: 'ordinal',
              sort: second.values.map(String),
              title: axisTitle(second.path, doc),
            },
          }
        : {}),
      ...(rows.length > 1
        ? {
            row: {
              field: 'row',
              type: 'nominal',
              sort: rows,
              header: rowHeader(
                doc.labels.length === 1 && doc.sweep.length === 3 ? axisTitle(doc.sweep[2].path, doc) : null,
              ),
            },
          }
        : {}),
    };
    const top = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      config: theme,
      title: {
        text: cumulative ? `${label}: chance of at least 1, 2, …` : `${label}: distribution`,
        subtitle: [doc.title, methodLine(doc)],
      },
      data: { values },
    };
    const spec = Object.keys(facet).length > 0 ? { ...top, facet, spec: inner } : { ...top, ...inner };
    return { name: `sweep-distribution-${name}`, spec: spec as unknown as VegaLiteSpec };
  });
}
