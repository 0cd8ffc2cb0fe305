import { renderPng } from '../render/renderPng.js';

/** Piscina task: one chart's SVG rasterised to PNG bytes (see renderPngs). */
export default function rasterise(svg: string): Uint8Array {
  return renderPng(svg);
}
