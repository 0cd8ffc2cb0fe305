import { renderPng } from '../render/renderPng.js';

/** Piscina task: one chart's SVG rasterised to PNG bytes (see renderChartsAndPngs). */
export default function rasterise(svg: string): Uint8Array {
  return renderPng(svg);
}
