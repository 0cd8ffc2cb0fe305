/** A simple formation of an infantry unit around its centre. */
interface Formation {
  /** `line`: side by side across the line of fire; `column`: one behind another along it; `cluster`: a square-ish block. */
  type: 'line' | 'column' | 'cluster';
  figures: number;
  /** Inches between neighbouring figures. */
  spacing: number;
  /** Centre of the formation, inches from the aim point (x right, y over). */
  centre: [number, number];
}

/**
 * Figure positions (inches; x right, y towards 12 o'clock) of a formation. A line runs along x, a
 * column along y, both centred; a cluster fills rows of ⌈√n⌉ figures from the far row down, each row
 * centred, the block centred on `centre`.
 * @example formationPositions({ type: 'line', figures: 3, spacing: 2, centre: [0, 0] }) // [[-2, 0], [0, 0], [2, 0]]
 */
export function formationPositions(f: Formation): Array<[number, number]> {
  const [cx, cy] = f.centre;
  const n = f.figures;
  const s = f.spacing;
  const along = (i: number, count: number) => (i - (count - 1) / 2) * s;
  if (f.type === 'line') return Array.from({ length: n }, (_, i) => [cx + along(i, n), cy]);
  if (f.type === 'column') return Array.from({ length: n }, (_, i) => [cx, cy - along(i, n)]);
  const perRow = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / perRow);
  const out: Array<[number, number]> = [];
  for (let r = 0; r < rows; r++) {
    const inRow = Math.min(perRow, n - r * perRow);
    for (let i = 0; i < inRow; i++) out.push([cx + along(i, inRow), cy - along(r, rows)]);
  }
  return out;
}
