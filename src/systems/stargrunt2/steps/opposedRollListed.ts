/**
 * The opposedRoll step for acting dice read through face tables, for the kernels of a cell in which a house die has
 * listed faces (a d-N among them reads 1..N from its table): the opposing die (`against` sides) from `u[next]`, then
 * acting die i from `u[next + 1 + i]`, its face `faces[faceStart[i] + ((u × dice[i]) | 0)]`. Returns what opposedRoll
 * returns: the dice that EXCEED the opposing roll × 2¹⁶ + their total. A kernel chooses this step or opposedRoll once
 * per cell (listedFaceTables), so ladder cells keep their arithmetic.
 *
 * Contract: as opposedRoll's — reads exactly `1 + dice.length` uniforms and advances nothing.
 * @example opposedRollListed(Int32Array.of(2), Int32Array.of(0), Int32Array.of(0, 9), 6, Float64Array.of(0, 0.99), 0) >>> 16 // 1: a 9 beats a 1
 */
export function opposedRollListed(
  dice: Int32Array,
  faceStart: Int32Array,
  faces: Int32Array,
  against: number,
  u: Float64Array,
  next: number,
): number {
  const r = ((u[next] * against) | 0) + 1;
  let above = 0;
  let total = 0;
  for (let i = 0; i < dice.length; i++) {
    const face = faces[faceStart[i] + ((u[next + 1 + i] * dice[i]) | 0)];
    total += face;
    above += (r - face) >>> 31; // 1 when the die EXCEEDS the opposing roll
  }
  return (above << 16) | total;
}

/**
 * The face tables opposedRollListed reads for firer dice `dice` (sides) with `listed` faces beside them (null: a d-N,
 * 1..N): every table end to end, and where each starts.
 * @example listedFaceTables([6, 2], [null, [0, 9]]).faces // Int32Array [1, 2, 3, 4, 5, 6, 0, 9]
 */
export function listedFaceTables(
  dice: readonly number[],
  listed: ReadonlyArray<readonly number[] | null>,
): { faceStart: Int32Array; faces: Int32Array } {
  const tables = dice.map((sides, i) => listed[i] ?? Array.from({ length: sides }, (_, f) => f + 1));
  const faceStart = new Int32Array(dice.length);
  for (let i = 1; i < dice.length; i++) faceStart[i] = faceStart[i - 1] + tables[i - 1].length;
  return { faceStart, faces: Int32Array.from(tables.flat()) };
}
