import * as vega from 'vega';
import type { VegaLiteSpec } from '../charts/NamedChart.js';
import { compileSpec } from './compileSpec.js';
import { useFontMetrics } from './useFontMetrics.js';

/**
 * Renders a Vega-Lite spec to an SVG string, headless (vega's 'none' renderer, no canvas package),
 * with text laid out by the bundled font's real widths ({@link useFontMetrics}).
 * Compile warnings are ignored here; tests check them with {@link compileSpec}.
 *
 * @example
 * (await renderSvg(spec)).startsWith('<svg'); // true
 */
export async function renderSvg(spec: VegaLiteSpec): Promise<string> {
  useFontMetrics();
  const { vega: compiled } = compileSpec(spec);
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', logLevel: vega.Error });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
