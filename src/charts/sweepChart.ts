import { axisTitle } from '../results/axisTitle.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { VegaLiteSpec } from './NamedChart.js';
import type { SweepLayout } from './sweepLayout.js';
import { PALETTE, theme } from './theme.js';

/** One point of a sweep line: layout fields plus the value and its interval. */
export interface SweepPoint {
  x: number | string;
  col?: string;
  row?: string;
  label: string;
  value: number;
  lo: number;
  hi: number;
}

/** What a sweep chart shows on y. */
interface SweepY {
  title: string;
  /** Probability: percent axis from 0 to 100%. */
  percent: boolean;
  /** A difference: the axis follows the data, with a rule at zero (in percentage points when `percent`). */
  difference?: boolean;
  /** A legend for the lines even when there is one (a difference says what minus what). */
  legendTitle?: string;
}

/** Tick labels of a probability difference, in signed percentage points (the axis title says "points"). */
export const POINTS_LABELS = "format(datum.value * 100, '+.1f')";

/**
 * The Vega-Lite spec of one sweep quantity: a line per compare label (colour) with points (see SweepLayout.points),
 * a light band from lo to hi under it (none for exact), faceted as `layout` says.
 *
 * @example
 * sweepChart(doc, sweepLayout(doc), { text: 'Effective fire', subtitle: [] }, points, { title: 'Probability', percent: true })
 *   .facet.column.field; // 'col' (doc: range × target.cover)
 */
export function sweepChart(
  doc: ResultsDocument,
  layout: SweepLayout,
  title: { text: string; subtitle: string[] },
  values: SweepPoint[],
  y: SweepY,
): VegaLiteSpec {
  const labels = doc.labels.filter((l) => values.some((v) => v.label === l));
  const color =
    labels.length > 1 || y.legendTitle !== undefined
      ? {
          field: 'label',
          type: 'nominal',
          sort: labels,
          title: y.legendTitle ?? null,
          legend: { symbolOpacity: 1, titleLimit: 0 },
        }
      : { value: PALETTE[0] };
  const yScale = y.difference
    ? { scale: { zero: true }, ...(y.percent ? { axis: { labelExpr: POINTS_LABELS } } : {}) }
    : y.percent
      ? { scale: { domain: [0, 1] }, axis: { format: '.0%' } }
      : { scale: { zero: true } };
  const yEnc = { type: 'quantitative', title: y.title, ...yScale };
  const fmt = y.percent ? '.2%' : '.3f';
  const band = {
    mark: { type: 'area', opacity: 0.22 },
    encoding: { y: { ...yEnc, field: 'lo' }, y2: { field: 'hi' } },
  };
  const line = {
    mark: { type: 'line', strokeWidth: 2.5, point: layout.points ? { filled: true, size: 45 } : false },
    encoding: { y: { ...yEnc, field: 'value' } },
  };
  const inner = {
    width: layout.width,
    height: layout.height,
    encoding: {
      x: layout.x,
      color,
      tooltip: [
        { field: 'label' },
        { field: 'x', title: axisTitle(doc.sweep[0].path, doc) },
        { field: 'value', format: fmt },
        ...(doc.method === 'exact'
          ? []
          : [
              { field: 'lo', format: fmt },
              { field: 'hi', format: fmt },
            ]),
      ],
    },
    layer: [
      ...(doc.method === 'exact' ? [] : [band]),
      line,
      ...(y.difference
        ? [{ mark: { type: 'rule', color: '#444', strokeDash: [4, 3] }, encoding: { y: { datum: 0 } } }]
        : []),
    ],
  };
  const top = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', config: theme, title, data: { values } };
  const spec = layout.facet ? { ...top, facet: layout.facet, spec: inner } : { ...top, ...inner };
  // Built from plain objects; vega-lite's compile (tested for every chart) is the judge of its shape.
  return spec as unknown as VegaLiteSpec;
}
