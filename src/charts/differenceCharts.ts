import { axisTitle } from '../results/axisTitle.js';
import type { Difference, ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { methodLine } from './methodLine.js';
import type { NamedChart, VegaLiteSpec } from './NamedChart.js';
import { POINTS_LABELS, type SweepPoint, sweepChart } from './sweepChart.js';
import { sweepLayout } from './sweepLayout.js';
import { PALETTE, theme } from './theme.js';
import { wrappedLabels } from './wrappedLabels.js';

interface Quantity {
  name: string;
  title: string;
  kind: 'outcomes' | 'means';
}

/**
 * Charts of each compare label's difference from the baseline (the first label), from
 * `doc.comparisons`: without a sweep, `differences` (the outcome differences with their intervals);
 * over a sweep, `difference-<quantity>` lines of the difference against the swept value with its
 * band and a rule at zero; with exactly two swept values also `difference-heatmap-<quantity>`.
 * @example differenceCharts(docWithoutComparisons, info) // []
 */
export function differenceCharts(doc: ResultsDocument, info: ResolutionInfo): NamedChart[] {
  const comparisons = doc.comparisons ?? [];
  if (comparisons.length === 0) return [];
  const baseline = comparisons[0].baseline;
  const quantities: Quantity[] = [
    ...info.outcomes.map((o) => ({ name: o.name, title: o.label, kind: 'outcomes' as const })),
    ...info.casualtyDistributions.map((name) => ({
      name,
      title: `Mean ${(info.distributions.find((d) => d.name === name)?.label ?? name).toLowerCase()}`,
      kind: 'means' as const,
    })),
  ];
  const subtitle = [
    `${doc.title}: each label minus ${baseline}`,
    methodLine(doc, doc.cells, doc.method === 'exact' ? undefined : 'bands'),
  ];
  if (doc.sweep.length === 0) {
    const barsSubtitle = [subtitle[0], methodLine(doc, doc.cells, doc.method === 'exact' ? undefined : 'black bars')];
    return [{ name: 'differences', spec: differenceBars(doc, info, barsSubtitle) }];
  }
  const layout = sweepLayout(doc);
  const charts: NamedChart[] = [];
  for (const q of quantities) {
    const points = comparisons.flatMap((c): SweepPoint[] => {
      const d = c[q.kind][q.name];
      return d ? [{ ...layout.place(c.params), label: c.label, value: d.d, lo: d.lo, hi: d.hi }] : [];
    });
    const unit = q.kind === 'outcomes' ? 'percentage points' : info.valueUnit;
    const y = {
      title: unit ? `Difference (${unit})` : 'Difference',
      percent: q.kind === 'outcomes',
      difference: true,
      legendTitle: `Minus ${baseline}`,
    };
    const comparedDoc = { ...doc, labels: doc.labels.slice(1) };
    charts.push({
      name: `difference-${q.name}`,
      spec: sweepChart(comparedDoc, layout, { text: `${q.title}: difference`, subtitle }, points, y),
    });
    if (doc.sweep.length === 2) {
      charts.push({
        name: `difference-heatmap-${q.name}`,
        spec: differenceHeatmap(doc, info, q, [subtitle[0], methodLine(doc)]),
      });
    }
  }
  return charts;
}

function differenceBars(doc: ResultsDocument, info: ResolutionInfo, subtitle: string[]): VegaLiteSpec {
  const values = (doc.comparisons ?? []).flatMap((c) =>
    info.outcomes.map((o) => ({ outcome: o.label, label: c.label, ...c.outcomes[o.name] })),
  );
  const labels = doc.labels.slice(1);
  const color = {
    field: 'label',
    type: 'nominal',
    sort: labels,
    title: `Minus ${doc.labels[0]}`,
    scale: { range: PALETTE.slice(1) },
  };
  const y = {
    type: 'quantitative',
    title: 'Difference (percentage points)',
    axis: { labelExpr: POINTS_LABELS },
    scale: { zero: true },
  };
  // 140 px an outcome: longer labels go on several lines
  const x = {
    field: 'outcome',
    type: 'nominal',
    sort: info.outcomes.map((o) => o.label),
    title: null,
    axis: {
      labelAngle: 0,
      labelLimit: 0,
      labelExpr: wrappedLabels(
        info.outcomes.map((o) => o.label),
        20,
      ),
    },
  };
  const layers: unknown[] = [
    { mark: { type: 'bar', width: { band: 0.6 } }, encoding: { y: { ...y, field: 'd' }, color } },
    { mark: { type: 'rule', color: '#444' }, encoding: { y: { datum: 0 } } },
  ];
  if (doc.method !== 'exact')
    layers.push({
      mark: { type: 'errorbar', ticks: { size: 14 }, color: 'black' },
      encoding: { y: { ...y, field: 'lo' }, y2: { field: 'hi' } },
    });
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: 'Difference from the baseline', subtitle },
    data: { values },
    width: Math.max(300, 140 * info.outcomes.length),
    height: 260,
    encoding: { x, ...(labels.length > 1 ? { xOffset: { field: 'label', sort: labels } } : {}) },
    layer: layers,
  } as unknown as VegaLiteSpec;
}

/** Heatmap of one quantity's difference over two swept values, a panel per compared label. */
function differenceHeatmap(doc: ResultsDocument, info: ResolutionInfo, q: Quantity, subtitle: string[]): VegaLiteSpec {
  const [first, second] = doc.sweep;
  const scale = q.kind === 'outcomes' ? 100 : 1;
  const exact = doc.method === 'exact';
  const values = (doc.comparisons ?? []).flatMap((c) => {
    const d: Difference | undefined = c[q.kind][q.name];
    if (!d) return [];
    const real = exact ? d.d !== 0 : d.lo > 0 || d.hi < 0;
    const text = `${d.d * scale >= 0 ? '+' : '−'}${Math.abs(d.d * scale).toFixed(q.kind === 'outcomes' ? 1 : 2)}`;
    return [
      {
        x: String(c.params[first.path]),
        y: String(c.params[second.path]),
        label: c.label,
        d: d.d * scale,
        text: real ? text : `(${text})`,
      },
    ];
  });
  const extent = Math.max(1e-9, ...values.map((v) => Math.abs(v.d)));
  const labels = doc.labels.slice(1);
  const inner = {
    width: Math.max(240, 44 * first.values.length),
    height: Math.max(120, 34 * second.values.length),
    encoding: {
      x: {
        field: 'x',
        type: 'ordinal',
        sort: first.values.map(String),
        title: axisTitle(first.path, doc),
        axis: { labelAngle: 0 },
      },
      y: { field: 'y', type: 'ordinal', sort: second.values.map(String), title: axisTitle(second.path, doc) },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: {
          color: {
            field: 'd',
            type: 'quantitative',
            title: q.kind === 'outcomes' ? 'percentage points' : (info.valueUnit ?? 'difference'),
            scale: { scheme: 'blueorange', domain: [-extent, extent] },
          },
        },
      },
      { mark: { type: 'text', fontSize: 11 }, encoding: { text: { field: 'text' }, color: { value: 'black' } } },
    ],
  };
  const note = exact ? [] : ['(in brackets: no real difference at this trial count)'];
  const top = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: `${q.title}: difference`, subtitle: [...subtitle, ...note] },
    data: { values },
  };
  const spec =
    labels.length > 1
      ? { ...top, facet: { column: { field: 'label', type: 'nominal', sort: labels, title: null } }, spec: inner }
      : { ...top, ...inner };
  return spec as unknown as VegaLiteSpec;
}
