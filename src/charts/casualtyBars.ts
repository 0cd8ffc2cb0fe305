import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { VegaLiteSpec } from './NamedChart.js';
import { firstCells } from './firstCells.js';
import { keptValues } from './keptValues.js';
import { methodLine } from './methodLine.js';
import { paramsLine } from './paramsLine.js';
import { PALETTE, theme } from './theme.js';

/**
 * Bar charts of the casualty distributions (`info.casualtyDistributions`, e.g. dead and wounded),
 * one facet column each: x = number of figures (ordinal, own axis per facet, trailing values below
 * 0.05% in every cell dropped), y = probability. Several compare labels give grouped bars coloured
 * by label. On a swept document it draws the first cell of each label.
 *
 * @example
 * casualtyBars(fireFixture(), fireInfo).facet.column.sort; // ['Dead', 'Wounded']
 */
export function casualtyBars(doc: ResultsDocument, info: ResolutionInfo): VegaLiteSpec {
  const cells = firstCells(doc);
  const labels = cells.map((c) => c.label);
  const several = labels.length > 1;
  const names = info.casualtyDistributions;
  const titleOf = (name: string): string => info.distributions.find((d) => d.name === name)?.label ?? name;
  const values = names.flatMap((name) =>
    keptValues(cells, name).flatMap((figures) =>
      cells.map((cell) => ({
        distribution: titleOf(name), figures, label: cell.label,
        p: cell.distributions[name]?.[String(figures)] ?? 0,
      })),
    ),
  );
  const color = several
    ? { field: 'label', type: 'nominal' as const, sort: labels, title: null }
    : { value: PALETTE[0] };
  const meanOf = (c: (typeof cells)[number]): string =>
    names.filter((n) => c.means[n]).map((n) => `${c.means[n].mean.toFixed(2)} ${titleOf(n).toLowerCase()}`).join(', ');
  const means = cells.map((c) => (several ? `Mean, ${c.label}: ${meanOf(c)}` : `Mean: ${meanOf(c)}`));
  const subtitle = [methodLine(doc, cells), doc.sweep.length ? `at ${paramsLine(cells[0])}` : '', ...means]
    .filter((s) => s !== '');
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: doc.title, subtitle },
    data: { values },
    facet: { column: { field: 'distribution', type: 'nominal', sort: names.map(titleOf), title: null,
      header: { labelFontSize: 14 } } },
    spec: {
      width: several ? { step: 22, for: 'offset' } : { step: 40 },
      height: 260,
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'figures', type: 'ordinal', title: info.valueUnit ? `number of ${info.valueUnit}` : 'value', axis: { labelAngle: 0 } },
        ...(several ? { xOffset: { field: 'label', type: 'nominal' as const, sort: labels } } : {}),
        y: { field: 'p', type: 'quantitative', title: 'Probability', axis: { format: '.0%' } },
        color,
        tooltip: [{ field: 'label' }, { field: 'distribution' }, { field: 'figures' }, { field: 'p', format: '.2%' }],
      },
    },
    resolve: { scale: { x: 'independent' } },
  };
}
