/**
 * Reads a TrueType font's horizontal advance widths (tables head, hhea, hmtx and a format-4 cmap)
 * and returns a function giving a character's advance in em units (kerning not included).
 *
 * @example
 * ttfAdvances(readFileSync('assets/fonts/DejaVuSans.ttf'))(0x20); // 0.31787109375 (space: 651/2048 em)
 */
export function ttfAdvances(bytes: Uint8Array): (codePoint: number) => number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0, n = view.getUint16(4); i < n; i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    tables.set(tag, view.getUint32(at + 8));
  }
  const table = (tag: string): number => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metrics = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number): number => view.getUint16(hmtx + 4 * Math.min(glyph, metrics - 1)) / unitsPerEm;

  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0, n = view.getUint16(cmap + 2); i < n; i++) {
    const at = cmap + 4 + 8 * i;
    const platform = view.getUint16(at);
    const encoding = view.getUint16(at + 2);
    const offset = cmap + view.getUint32(at + 4);
    if (view.getUint16(offset) === 4 && (platform === 0 || (platform === 3 && encoding === 1))) sub = offset;
  }
  if (sub < 0) throw new Error('font has no Unicode BMP cmap');
  const segs = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const ranges = deltas + 2 * segs;
  const glyphOf = (c: number): number => {
    for (let s = 0; s < segs; s++) {
      if (view.getUint16(ends + 2 * s) < c) continue;
      const start = view.getUint16(starts + 2 * s);
      if (start > c) return 0;
      const delta = view.getUint16(deltas + 2 * s);
      const range = view.getUint16(ranges + 2 * s);
      if (range === 0) return (c + delta) & 0xffff;
      const g = view.getUint16(ranges + 2 * s + range + 2 * (c - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  return (codePoint) => {
    let w = cache.get(codePoint);
    if (w === undefined) cache.set(codePoint, (w = advanceOf(codePoint > 0xffff ? 0 : glyphOf(codePoint))));
    return w;
  };
}
