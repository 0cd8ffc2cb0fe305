/**
 * The total of n d6 from the uniforms u[at] … u[at + n − 1] (a face is ((u * 6) | 0) + 1, as `rollDie`):
 * damage dice (4.5) and scatter dice (6.3). The caller moves on by n (or by more, where it keeps a fixed stride).
 * @example d6Total(Float64Array.of(0, 0.99), 0, 2) // 1 + 6 = 7
 */
export function d6Total(u: Float64Array, at: number, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += ((u[at + i] * 6) | 0) + 1;
  return total;
}
