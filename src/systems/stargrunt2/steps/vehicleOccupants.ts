/**
 * CASUALTIES TO VEHICLE OCCUPANTS, for the kernels (a shot at a point target, artillery bursts on vehicles): each
 * occupant `from` to `to` − 1 of `armour` (the sides of each one's armour die) rolls it from `u[next]` on; one that
 * does not exceed `threshold` (the weapon's size class, doubled when the vehicle is destroyed) is a casualty and
 * rolls a D6: 1–3 DEAD, 4–6 WOUNDED. Writes the dead into `out[0]`, the wounded into `out[1]`, and returns the next
 * unused index (one or two uniforms an occupant, in order). Whether the occupants roll at all is the caller's.
 * @example next = vehicleOccupants(armour, 0, armour.length, 2 * size, u, next, out); out[0] // occupants killed
 */
export function vehicleOccupants(
  armour: Int32Array,
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
    if (((u[next++] * armour[k]) | 0) + 1 > threshold) continue;
    if (((u[next++] * 6) | 0) + 1 <= 3) dead++;
    else wounded++;
  }
  out[0] = dead;
  out[1] = wounded;
  return next;
}
