import type { NamedChart } from '../charts/NamedChart.js';
import { compileSpec, type RenderedChart, renderSvg } from '../render/index.js';
import type { ReportChart } from './buildReport.js';

/**
 * The report's charts from the run's named charts: each with its SVG (the static picture, the same as NAME.svg;
 * rendered here unless it already was) and compiled to Vega with tooltips on its marks for the live view.
 * `inlineSvg: false` leaves the picture out (the page then shows NAME.svg from beside it).
 *
 * @example
 * (await reportCharts(chartsFor(doc, info)))[0].name; // 'outcomes'
 */
export async function reportCharts(
  charts: Array<NamedChart | RenderedChart>,
  inlineSvg = true,
): Promise<ReportChart[]> {
  const out: ReportChart[] = [];
  for (const chart of charts) {
    const { name, spec } = chart;
    const config = (spec as { config?: Record<string, unknown> }).config ?? {};
    const mark = (config.mark as Record<string, unknown> | undefined) ?? {};
    const live = { ...spec, config: { ...config, mark: { ...mark, tooltip: true } } } as NamedChart['spec'];
    out.push({
      name,
      title: titleOf(spec) || name,
      ...(inlineSvg ? { svg: 'svg' in chart ? chart.svg : await renderSvg(spec) } : {}),
      vega: compileSpec(live).vega,
    });
  }
  return out;
}

function titleOf(spec: NamedChart['spec']): string {
  const title = (spec as { title?: unknown }).title;
  if (typeof title === 'string') return title;
  if (Array.isArray(title)) return title.join(' ');
  if (title && typeof title === 'object') {
    const text = (title as { text?: unknown }).text;
    return Array.isArray(text) ? text.join(' ') : typeof text === 'string' ? text : '';
  }
  return '';
}
