import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { NamedChart } from '../charts/NamedChart.js';
import { workerFile } from '../engine/workerFile.js';
import { type RenderedChart, renderPng, renderSvg } from '../render/index.js';

/**
 * Every chart drawn (its SVG, by vega on this thread) and rasterised (its PNG, by resvg on worker threads, one per
 * core) at once: each PNG starts as soon as its SVG is drawn, while the next SVG is being drawn. resvg is CPU-bound
 * (0.1-0.3 s for a chart of a big sweep), so a sweep's charts take about the time of their SVGs alone. A single
 * chart is rasterised here, where a pool would cost more than it saves. The same bytes either way. `meanwhile` runs on
 * this thread once the last SVG is drawn, while the last PNGs are still being rasterised (a run's text files).
 * `pngs: false` draws the SVGs only (a big sweep's, see runAndWrite).
 * @example (await renderChartsAndPngs(chartsFor(doc, info)))[0].png // PNG bytes of the first chart
 */
export async function renderChartsAndPngs(
  charts: NamedChart[],
  meanwhile?: () => void,
  pngs = true,
): Promise<RenderedChart[]> {
  const pool =
    pngs && charts.length > 1
      ? new Piscina({
          filename: workerFile('report/pngWorker'),
          maxThreads: Math.min(availableParallelism(), charts.length),
          idleTimeout: 100,
        })
      : undefined;
  const drawn: Array<{ chart: NamedChart; svg: string; png: Promise<Uint8Array | undefined> }> = [];
  try {
    for (const chart of charts) {
      const svg = await renderSvg(chart.spec);
      const png = !pngs ? undefined : pool ? (pool.run(svg) as Promise<Uint8Array>) : renderPng(svg);
      drawn.push({ chart, svg, png: Promise.resolve(png) });
    }
    meanwhile?.();
    return await Promise.all(drawn.map(async ({ chart, svg, png }) => ({ ...chart, svg, png: await png })));
  } finally {
    // When a chart fails to draw, the PNGs still being rasterised are stopped by destroy: their failure is not news.
    for (const { png } of drawn) png.catch(() => undefined);
    await pool?.destroy();
  }
}
