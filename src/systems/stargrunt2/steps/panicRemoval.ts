import { reactionTest } from './reactionTest.js';

/**
 * PANIC, for the kernels: one attempt to remove the panic marker (both actions of an activation), a reaction test at
 * TL 0 from the uniform `u[next]`. Returns 0 when the marker comes off, 1 when it stays, 2 when it stays on a roll of
 * ONE ("they also lose one level of CONFIDENCE").
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`.
 * @example panicRemoval(6, 2, Float64Array.of(0.01), 0) // 2: a 1 on the D6
 */
export function panicRemoval(sides: number, leadership: number, u: Float64Array, next: number): number {
  if (reactionTest(sides, leadership, u, next) === 1) return 0;
  return ((u[next] * sides) | 0) === 0 ? 2 : 1;
}
