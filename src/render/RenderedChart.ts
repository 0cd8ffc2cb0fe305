import type { NamedChart } from '../charts/NamedChart.js';

/** A chart with its SVG rendered: drawn once, then written as NAME.svg and NAME.png and shown in the report. */
export interface RenderedChart extends NamedChart {
  svg: string;
  /** Its PNG, where it was rasterised already (e.g. on worker threads while the next SVG was drawn). */
  png?: Uint8Array;
}
