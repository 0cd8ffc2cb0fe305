import { Resvg } from '@resvg/resvg-js';

/** Decoded RGBA pixels of a PNG. */
interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  data: Uint8Array;
}

/**
 * Decodes PNG bytes to RGBA pixels (by letting resvg draw the PNG as a same-size image), so tests
 * can look at what a rendered chart contains. Mainly for tests.
 *
 * @example
 * pngPixels(renderPng(svg100x50)).width; // 200 (2× scale)
 */
export function pngPixels(png: Uint8Array): Pixels {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image href="${href}" width="${width}" height="${height}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, data: new Uint8Array(image.pixels) };
}
