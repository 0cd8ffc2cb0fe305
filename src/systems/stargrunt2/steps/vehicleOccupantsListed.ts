/**
 * The vehicleOccupants step for occupants' armour dice read through face tables, for the kernels of a cell in which a
 * house armour die has listed faces (a d-N among them reads 1..N from its table; listedFaceTables builds them):
 * occupant k's face is `faces[faceStart[k] + ((u × armour[k]) | 0)]`, a casualty when it does not exceed `threshold`,
 * then the D6: 1–3 DEAD, 4–6 WOUNDED. Writes the dead into `out[0]`, the wounded into `out[1]`. A kernel chooses this
 * step or vehicleOccupants once per cell, so ladder cells keep their arithmetic.
 *
 * Contract: as vehicleOccupants's — one or two uniforms an occupant, in order; returns the next unused index.
 * @example vehicleOccupantsListed(Int32Array.of(2), Int32Array.of(0), Int32Array.of(0, 9), 0, 1, 1, Float64Array.of(0, 0), 0, out) // 2: a 0 is a casualty
 */
export function vehicleOccupantsListed(
  armour: Int32Array,
  faceStart: Int32Array,
  faces: Int32Array,
  from: number,
  to: number,
  threshold: number,
  u: Float64Array,
  next: number,
  out: Int32Array,
): number {
  let dead = 0;
  let wounded = 0;
  for (let k = from; k < to; k++) {
    if (faces[faceStart[k] + ((u[next++] * armour[k]) | 0)] > threshold) continue;
    if (((u[next++] * 6) | 0) + 1 <= 3) dead++;
    else wounded++;
  }
  out[0] = dead;
  out[1] = wounded;
  return next;
}
