import type { TopLevelSpec } from 'vega-lite';

/** A Vega-Lite specification, self-contained (data values inline). */
export type VegaLiteSpec = TopLevelSpec;

/**
 * A chart a run writes: `name` becomes the file stem (`NAME.vl.json`, `NAME.svg`, `NAME.png`).
 *
 * @example
 * const chart: NamedChart = { name: 'outcomes', spec: outcomeBars(doc, info) };
 * chart.name; // 'outcomes'
 */
export interface NamedChart {
  name: string;
  spec: VegaLiteSpec;
}
