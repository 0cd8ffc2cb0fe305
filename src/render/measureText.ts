import { fontAdvances } from './fontAdvances.js';

const REGULAR = 'DejaVuSans.ttf';
const BOLD = 'DejaVuSans-Bold.ttf';

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
  const face = isBold ? (bold ??= fontAdvances(BOLD)) : (regular ??= fontAdvances(REGULAR));
  let em = 0;
  for (const ch of text) em += face(ch.codePointAt(0) ?? 0);
  return em * fontSize;
}

/**
 * Reads both faces now rather than at the first chart's first label (opentype.js: ~25 ms each), e.g. while a run's
 * trials go on and this thread waits for them.
 */
export function loadFontMetrics(): void {
  regular ??= fontAdvances(REGULAR);
  bold ??= fontAdvances(BOLD);
}
