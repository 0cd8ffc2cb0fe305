import embed, { type Result } from 'vega-embed';
import { expressionSafeSpec } from '../charts/expressionSafeText.js';
import type { NamedChart } from '../charts/NamedChart.js';
import { download, el } from './dom.js';

/** A drawn chart: its name (the CLI's file stem) and its Vega view, kept for the exports. */
export interface DrawnChart {
  name: string;
  result: Result;
}

/**
 * Draws the run's charts (the CLI's specs, from src/charts) with vega-embed: SVG, with tooltips on hover, each with
 * its SVG and PNG download. Returns when every chart is drawn.
 */
export async function drawCharts(
  container: HTMLElement,
  charts: NamedChart[],
  previous: DrawnChart[],
): Promise<DrawnChart[]> {
  for (const chart of previous) chart.result.finalize();
  container.replaceChildren();
  const drawn: DrawnChart[] = [];
  for (const chart of charts) {
    const target = el('div', { class: 'chart-canvas' });
    const svgButton = el('button', { type: 'button' }, `${chart.name}.svg`);
    const pngButton = el('button', { type: 'button' }, `${chart.name}.png`);
    container.append(
      el('figure', { class: 'chart', 'data-chart': chart.name }, target, el('figcaption', {}, svgButton, pngButton)),
    );
    // As the CLI's renderer does: text Vega's expressions cannot hold (a label "constructor", a U+2028) made safe.
    const spec = expressionSafeSpec(chart.spec) as never;
    const result = await embed(target, spec, { actions: false, renderer: 'svg', tooltip: true });
    svgButton.addEventListener('click', async () =>
      download(`${chart.name}.svg`, new Blob([await result.view.toSVG()], { type: 'image/svg+xml' })),
    );
    pngButton.addEventListener('click', async () => {
      download(`${chart.name}.png`, dataUrlBlob(await result.view.toImageURL('png', 2)));
    });
    drawn.push({ name: chart.name, result });
  }
  return drawn;
}

/** The bytes of a base64 data: URL, without a fetch (the page requests nothing but its own files). */
function dataUrlBlob(url: string): Blob {
  const [head, body] = url.split(',', 2);
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
}
