/** Uniforms one 3d6 roll draws. */
export const THREE_D6_DRAWS = 3;

/**
 * The total of 3d6 from the uniforms u[at], u[at + 1], u[at + 2] (a face is ((u * 6) | 0) + 1, as `rollDie`).
 * @example threeD6(Float64Array.of(0, 0.5, 0.99), 0) // 1 + 4 + 6 = 11
 */
export function threeD6(u: Float64Array, at: number): number {
  return ((u[at] * 6) | 0) + ((u[at + 1] * 6) | 0) + ((u[at + 2] * 6) | 0) + 3;
}

/**
 * One roll against an attribute (4.0, with the 4.4 criticals the table gives): 3d6 from u[at] on, read
 * through a rollTable; returns the roll's code (see ROLL). The caller moves on by THREE_D6_DRAWS. Every Man to
 * Man kernel rolls its 3d6 to hit, to parry, to pass morale or to close assault through this step.
 * @example rollUnder(rollTable(11, ALL_CRITICALS), Float64Array.of(0, 0.5, 0.99), 0) // 3 (hit: 11 under 12)
 */
export function rollUnder(table: Int8Array, u: Float64Array, at: number): number {
  return table[threeD6(u, at)];
}
