import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { FONT } from '../charts/theme.js';
import { fontDir } from './fontDir.js';

/** Options of {@link renderPng}. */
export interface PngOptions {
  /** Pixels per SVG unit; default 2 so text is crisp. */
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
  const { scale = 2, fonts = true } = opts;
  const dir = fonts ? fontDir() : '';
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    background: 'white',
    font: {
      fontFiles: fonts ? [join(dir, 'DejaVuSans.ttf'), join(dir, 'DejaVuSans-Bold.ttf')] : [],
      loadSystemFonts: false,
      defaultFontFamily: FONT,
    },
  });
  return new Uint8Array(resvg.render().asPng());
}
