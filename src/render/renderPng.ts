import { join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { FONT } from '../charts/theme.js';
import { fontDir } from './fontDir.js';

/** Options of {@link renderPng}. */
interface PngOptions {
  /** Pixels per SVG unit; default 2 so text is crisp, less for a chart so big that 2 would pass MAX_PNG_PIXELS. */
  scale?: number;
  /** Load the bundled DejaVu fonts (default true); without them resvg silently drops all text. */
  fonts?: boolean;
}

/**
 * Rasterises an SVG to PNG bytes with resvg, using the bundled DejaVu Sans fonts only
 * (no system fonts, so output is the same on every machine).
 *
 * @example
 * renderPng(svg).subarray(0, 4); // Uint8Array [0x89, 0x50, 0x4e, 0x47] ("\x89PNG")
 */
export function renderPng(svg: string, opts: PngOptions = {}): Uint8Array {
  return new Uint8Array(new Resvg(svg, resvgOptions(svg, opts)).render().asPng());
}

/**
 * The most pixels a PNG gets at the default scale: a chart of many facets (a big sweep) is drawn at less than 2 pixels
 * per unit — still sharp at the size it is read, and rasterised in a fraction of the time (resvg's time goes with the
 * pixels).
 */
export const MAX_PNG_PIXELS = 4_000_000;

/**
 * The default scale of an SVG: 2, or less so that the PNG stays within MAX_PNG_PIXELS (never under 1).
 * @example defaultPngScale('<svg width="2000" height="2000">') // 1
 * @example defaultPngScale('<svg width="600" height="400">') // 2
 */
export function defaultPngScale(svg: string): number {
  const size = /<svg[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(svg.slice(0, 1000));
  if (!size) return 2;
  const units = Number(size[1]) * Number(size[2]);
  return Math.max(1, Math.min(2, Math.sqrt(MAX_PNG_PIXELS / units)));
}

function resvgOptions(svg: string, opts: PngOptions): ResvgRenderOptions {
  const { scale = defaultPngScale(svg), fonts = true } = opts;
  const dir = fonts ? fontDir() : '';
  return {
    fitTo: { mode: 'zoom', value: scale },
    background: 'white',
    font: {
      fontFiles: fonts ? [join(dir, 'DejaVuSans.ttf'), join(dir, 'DejaVuSans-Bold.ttf')] : [],
      loadSystemFonts: false,
      defaultFontFamily: FONT,
    },
  };
}
