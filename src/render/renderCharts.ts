import type { NamedChart } from '../charts/NamedChart.js';
import { renderSvg } from './renderSvg.js';

/** A chart with its SVG rendered: drawn once, then written as NAME.svg and NAME.png and shown in the report. */
export interface RenderedChart extends NamedChart {
  svg: string;
}

/**
 * Renders each chart's SVG (vega, headless, with the bundled fonts' metrics).
 * @example (await renderCharts([{ name: 'outcomes', spec }]))[0].svg.startsWith('<svg') // true
 */
export async function renderCharts(charts: NamedChart[]): Promise<RenderedChart[]> {
  const out: RenderedChart[] = [];
  for (const chart of charts) out.push({ ...chart, svg: await renderSvg(chart.spec) });
  return out;
}
