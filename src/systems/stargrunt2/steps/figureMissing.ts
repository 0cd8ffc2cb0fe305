/**
 * UNDER-STRENGTH UNITS, one figure, for the kernels: its die (`sides`: D10 fresh, D8 tired, D6 exhausted) rolled from
 * the uniform `u[next]`; returns 1 when it shows a ONE (the figure is removed before the game), else 0. Branch-free.
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`.
 * @example figureMissing(10, Float64Array.of(0.05), 0) // 1: a 1 on the D10
 */
export function figureMissing(sides: number, u: Float64Array, next: number): number {
  return (((u[next] * sides) | 0) - 1) >>> 31;
}
