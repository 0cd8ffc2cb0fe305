import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { atLeast, countsFigures } from './atLeast.js';
import { firstCells } from './firstCells.js';
import { keptValues } from './keptValues.js';
import { methodLine } from './methodLine.js';
import type { VegaLiteSpec } from './NamedChart.js';
import { paramsLine } from './paramsLine.js';
import { PALETTE, theme } from './theme.js';

/**
 * Bar charts of the casualty distributions (`info.casualtyDistributions`, e.g. dead and wounded), one panel
 * each, side by side on one probability scale. Counts of figures (see countsFigures) are drawn as "at least k" bars, k = 1, 2, … (the chance of at least
 * one dead, at least two, …), with the chance of none in the subtitle; other distributions (levels, turns) as the
 * chance of each value. Values whose chance is below 0.05% in every cell are dropped from the end. Several compare
 * labels give grouped bars coloured by label; a single label prints each bar's chance above it. On a swept
 * document it draws the first cell of each label.
 *
 * @example
 * casualtyBars(fireFixture(), fireInfo).hconcat.map((panel) => panel.title.text); // ['Dead', 'Wounded', 'Casualties (dead or wounded)']
 */
export function casualtyBars(doc: ResultsDocument, info: ResolutionInfo): VegaLiteSpec {
  const cells = firstCells(doc);
  const labels = cells.map((c) => c.label);
  const several = labels.length > 1;
  const cumulative = countsFigures(info);
  const names = info.casualtyDistributions;
  const titleOf = (name: string): string => info.distributions.find((d) => d.name === name)?.label ?? name;
  const rowsOf = (name: string): Array<{ distribution: string; figures: number; label: string; p: number }> => {
    const kept = keptValues(cells, name);
    // Values no cell can reach at the start (3d6 never totals 0 to 2) are left out too.
    const first = kept.findIndex((v) => cells.some((cell) => (cell.distributions[name]?.[String(v)] ?? 0) > 0));
    const shown = cumulative ? (kept.length > 1 ? kept.slice(1) : [1]) : kept.slice(Math.max(0, first));
    return shown.flatMap((figures) =>
      cells.map((cell) => ({
        distribution: titleOf(name),
        figures,
        label: cell.label,
        p: cumulative ? atLeast(cell, name, figures) : (cell.distributions[name]?.[String(figures)] ?? 0),
      })),
    );
  };
  const color = several
    ? { field: 'label', type: 'nominal' as const, sort: labels, title: null }
    : { value: PALETTE[0] };
  const percent = (p: number): string => `${(100 * p).toFixed(p > 0 && p < 0.01 ? 1 : 0)}%`;
  const summaryOf = (c: (typeof cells)[number]): string =>
    names
      .filter((n) => c.means[n])
      .map((n) => {
        const none = cumulative ? `, none ${percent(c.distributions[n]?.['0'] ?? 0)}` : '';
        return `${c.means[n].mean.toFixed(2)} ${titleOf(n).toLowerCase()}${none}`;
      })
      .join(cumulative ? '; ' : ', ');
  const means = cells.map((c) => (several ? `Mean, ${c.label}: ${summaryOf(c)}` : `Mean: ${summaryOf(c)}`));
  const subtitle = [methodLine(doc, cells), doc.sweep.length ? `at ${paramsLine(cells[0])}` : '', ...means].filter(
    (s) => s !== '',
  );
  const unit = info.valueUnit ?? 'value';
  const x = {
    field: 'figures',
    type: 'ordinal' as const,
    axis: { labelAngle: 0 },
    title: cumulative ? `at least this many ${unit}` : info.valueUnit ? `number of ${unit}` : 'value',
  };
  const y = {
    field: 'p',
    type: 'quantitative' as const,
    title: cumulative ? 'Chance of at least' : 'Probability',
    axis: { format: '.0%' },
  };
  const barEncoding = {
    color,
    tooltip: [
      { field: 'label' },
      { field: 'distribution' },
      { field: 'figures', title: x.title },
      { field: 'p', format: '.2%' },
    ],
  };
  const bars = {
    mark: { type: 'bar' },
    encoding: {
      x,
      ...(several ? { xOffset: { field: 'label', type: 'nominal' as const, sort: labels } } : {}),
      y,
      ...barEncoding,
    },
  };
  // One label: each bar's chance printed above it.
  const labelled = {
    encoding: { x, y },
    layer: [
      { mark: { type: 'bar' }, encoding: barEncoding },
      { mark: { type: 'text', dy: -6, fontSize: 11 }, encoding: { text: { field: 'p', format: '.1%' } } },
    ],
  };
  // A panel per distribution, each with its own data and x axis (a facet with independent x scales and layers
  // makes vega-lite warn and guess the sizes).
  const panels = names.map((name) => ({
    title: { text: titleOf(name), fontSize: 14 },
    data: { values: rowsOf(name) },
    width: several ? { step: 22, for: 'offset' } : { step: 44 },
    height: 260,
    ...(several ? bars : labelled),
  }));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: doc.title, subtitle },
    hconcat: panels,
    resolve: { scale: { y: 'shared' } },
  } as VegaLiteSpec;
}
