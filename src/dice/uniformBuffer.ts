import { fillUniforms } from './fillUniforms.js';

/**
 * A kernel's buffer of uniforms in [0, 1), filled by one tight generator loop (fillUniforms) and topped up
 * between trials: once fewer than a whole trial's draws are left, the few left over are skipped and the buffer
 * is refilled, so a stream gives the same trials whatever the chunk size.
 */
export interface UniformBuffer {
  values: Float64Array;
  /** Refill before a trial once the next index is past this (the size less the most draws a trial makes). */
  refillAfter: number;
}

/**
 * The usual size: large enough to amortise a refill, small enough to stay in L1; 4 trials at least. Kernels that
 * have always used 4096 uniforms pass LARGE_BUFFER_SIZE as the minimum (their streams depend on it).
 * @example uniformBufferSize(10) // 2048
 */
export function uniformBufferSize(drawsPerTrialAtMost: number, minimum = 2048): number {
  return Math.max(minimum, 4 * drawsPerTrialAtMost);
}

/**
 * A buffer for trials that draw at most `drawsPerTrialAtMost` uniforms each.
 * @example uniformBuffer(10).refillAfter // 2038
 */
export function uniformBuffer(
  drawsPerTrialAtMost: number,
  size = uniformBufferSize(drawsPerTrialAtMost),
): UniformBuffer {
  return { values: new Float64Array(size), refillAfter: (size - drawsPerTrialAtMost) | 0 };
}

/**
 * Before a trial: refills the buffer from the stream `state` when too few uniforms are left, and returns the
 * index to draw from next (0 after a refill). Start a run with `next = buffer.values.length`.
 * @example refill(buffer, state, buffer.values.length) // 0, and buffer.values holds fresh uniforms
 */
export function refill(buffer: UniformBuffer, state: Uint32Array, next: number): number {
  if (next <= buffer.refillAfter) return next;
  fillUniforms(state, buffer.values);
  return 0;
}
