import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { fontDir } from './fontDir.js';

// opentype.js 1.3 takes `lowMemory` (decode glyphs on demand: 40 ms instead of 140 ms for DejaVu Sans); its
// published types do not list the option yet.
const parseLazily = opentype.parse as (buffer: ArrayBuffer, options: { lowMemory: boolean }) => opentype.Font;

/**
 * Advance widths of a bundled font in em, by code point, read with opentype.js (lazily: only the glyphs asked
 * for are decoded) and remembered.
 * @example fontAdvances('DejaVuSans.ttf')(0x20) // 651 / 2048
 */
export function fontAdvances(file: string): (codePoint: number) => number {
  const bytes = readFileSync(join(fontDir(), file));
  const font = parseLazily(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), {
    lowMemory: true,
  });
  const known = new Map<number, number>();
  return (codePoint) => {
    let advance = known.get(codePoint);
    if (advance === undefined) {
      advance = (font.charToGlyph(String.fromCodePoint(codePoint)).advanceWidth ?? 0) / font.unitsPerEm;
      known.set(codePoint, advance);
    }
    return advance;
  };
}
