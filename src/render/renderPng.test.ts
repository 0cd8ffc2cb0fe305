import { describe, expect, it } from 'vitest';
import { tinySpec } from '../../testing/render/testSpecs.js';
import { pngPixels } from './pngPixels.js';
import { defaultPngScale, MAX_PNG_PIXELS, renderPng } from './renderPng.js';
import { renderSvg } from './renderSvg.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Dark pixels (any channel below 128) in the top band where the title sits. */
function darkInTitleBand(png: Uint8Array, bandHeight: number): number {
  const { width, data } = pngPixels(png);
  let n = 0;
  for (let i = 0; i < width * bandHeight * 4; i += 4) if (data[i] < 128 && data[i + 3] > 0) n++;
  return n;
}

describe('renderPng', () => {
  it('returns PNG bytes at 2× the SVG size by default (JSDoc example)', async () => {
    const svg = await renderSvg(tinySpec());
    const png = renderPng(svg);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const w = Number(/<svg[^>]* width="([\d.]+)"/.exec(svg)?.[1]);
    const h = Number(/<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1]);
    const { width, height } = pngPixels(png);
    expect(width).toBe(Math.round(2 * w));
    expect(height).toBe(Math.round(2 * h));
    expect(png.length).toBeGreaterThan(2000);
    expect(png.length).toBeLessThan(200_000);
  });
  it('honours the scale option', async () => {
    const svg = await renderSvg(tinySpec());
    expect(pngPixels(renderPng(svg, { scale: 1 })).width * 2).toBe(pngPixels(renderPng(svg)).width);
  });
  it('draws the title text with the bundled fonts, and none without them', async () => {
    const svg = await renderSvg(tinySpec('Title text that must show'));
    // padding 16 + 17 px title → the title's glyphs lie within the top 40 px (80 px at 2×)
    const withFonts = darkInTitleBand(renderPng(svg), 80);
    const withoutFonts = darkInTitleBand(renderPng(svg, { fonts: false }), 80);
    expect(withFonts).toBeGreaterThan(500);
    expect(withoutFonts).toBe(0);
  });

  it('draws a chart so big that 2 pixels per unit would pass MAX_PNG_PIXELS at a smaller scale, never under 1', () => {
    const big =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600"><rect width="1600" height="1600" fill="red"/></svg>';
    const { width, height } = pngPixels(renderPng(big));
    expect(width * height).toBeLessThanOrEqual(MAX_PNG_PIXELS);
    expect(width).toBe(2000);
    expect(defaultPngScale('<svg width="5000" height="5000">')).toBe(1);
  });
});
