import type { VegaLiteSpec } from './NamedChart.js';
import { PALETTE, theme } from './theme.js';

/** What `gruntlab roll` charts: the expression and each value's probability (the `--json` document). */
interface RollChartData {
  expression: string;
  outcomes: ReadonlyArray<{ value: number; p: number }>;
  mean: number;
  sd: number;
}

/**
 * Bar chart of a dice expression's exact distribution: one bar per value (a value axis in order, so gaps show),
 * the percentage axis, mean and sd in the subtitle.
 * @example rollBars({ expression: 'd1', outcomes: [{ value: 1, p: 1 }], mean: 1, sd: 0 }).title.text // 'd1'
 */
export function rollBars(data: RollChartData): VegaLiteSpec {
  const values = data.outcomes.map((o) => ({ value: o.value, p: o.p }));
  const many = values.length > 40;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: { text: data.expression, subtitle: `exact · mean ${round(data.mean)} · sd ${round(data.sd)}` },
    data: { values },
    width: Math.min(900, Math.max(240, values.length * 22)),
    height: 300,
    mark: { type: 'bar', color: PALETTE[0], ...(many ? {} : { width: { band: 0.8 } }) },
    encoding: {
      x: { field: 'value', type: many ? 'quantitative' : 'ordinal', title: 'Value', axis: { labelAngle: 0 } },
      y: { field: 'p', type: 'quantitative', title: 'Probability', axis: { format: '.1~%' } },
      tooltip: [{ field: 'value' }, { field: 'p', format: '.3%' }],
    },
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
