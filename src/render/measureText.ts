import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontDir } from './fontDir.js';
import { ttfAdvances } from './ttfAdvances.js';

let regular: ((c: number) => number) | undefined;
let bold: ((c: number) => number) | undefined;

/**
 * Width in pixels of `text` set in the bundled DejaVu Sans (bold when `isBold`) at `fontSize` px,
 * from the font's own advance widths: the same font resvg draws with.
 *
 * @example
 * measureText('Gauss rifle', 12); // ≈ 63.79
 */
export function measureText(text: string, fontSize: number, isBold = false): number {
  const face = isBold
    ? (bold ??= ttfAdvances(readFileSync(join(fontDir(), 'DejaVuSans-Bold.ttf'))))
    : (regular ??= ttfAdvances(readFileSync(join(fontDir(), 'DejaVuSans.ttf'))));
  let em = 0;
  for (const ch of text) em += face(ch.codePointAt(0) ?? 0);
  return em * fontSize;
}
