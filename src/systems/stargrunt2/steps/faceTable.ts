/**
 * A D6 read through a table, for the kernels: the value of the face rolled from the uniform `u[next]`, `table[face − 1]`
 * (the CASEVAC rises, 3+ one level and 6 two, or a nearby unit's 5+). The tables are data (data/moraleExtras.ts).
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`.
 * @example faceTable([0, 0, 1, 1, 1, 2], Float64Array.of(0.99), 0) // 2: a 6 raises the squad two levels
 */
export function faceTable(table: ArrayLike<number>, u: Float64Array, next: number): number {
  return table[(u[next] * 6) | 0];
}
