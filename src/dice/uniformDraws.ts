import { fillUniforms } from './fillUniforms.js';
import { type UniformBuffer, uniformBuffer, uniformBufferSize } from './uniformBuffer.js';

/**
 * 4096 uniforms: the buffer size of the kernels that have always drawn from that many (the chains that draw
 * mid-trial without bound, and a few fixed-draw kernels that take max(4096, 4 × draws)). A kernel's results depend
 * on its buffer size (a refill skips the uniforms left over), so these keep it rather than `uniformBufferSize`.
 */
export const LARGE_BUFFER_SIZE = 4096;

/**
 * Uniforms drawn one at a time from a buffer refilled whenever it runs out: the one helper for kernels whose
 * trials draw without bound (a close combat goes on round after round, a panicked unit tests activation after
 * activation), so the buffer cannot be topped up between trials only. A face is ((u * sides) | 0) + 1, the high
 * bits of the output, as `rollDie`. Kernel-side: one per kernel, reused by every run.
 *
 * Refill points: `uniform`, `die` and `take` refill once no uniform is left (as `refill` with a one-draw buffer);
 * `reserve(count)` refills before a step that draws up to `count` straight from `values` once fewer are left (as
 * `refill` with a `count`-draw buffer).
 * @example new UniformDraws(LARGE_BUFFER_SIZE).values.length // 4096 (start(state), then die(6), uniform() …)
 */
export class UniformDraws {
  /** The uniforms; `next` indexes the next one (steps that draw straight from it, a fire volley, advance it). */
  readonly buffer: UniformBuffer;
  readonly values: Float64Array;
  next: number;
  private state: Uint32Array;

  constructor(size = uniformBufferSize(1)) {
    // A draw at a time: refilled once no uniform is left.
    this.buffer = uniformBuffer(1, size);
    this.values = this.buffer.values;
    this.next = size;
    this.state = new Uint32Array(4);
  }

  /** Starts a run on the stream `state` (advanced as the buffer refills); the first draw refills the buffer. */
  start(state: Uint32Array): void {
    this.state = state;
    this.next = this.values.length;
  }

  /**
   * The index in `values` of the next uniform, refilling the buffer first when none is left, and uses it up: for
   * the steps, which read `u[next]` (e.g. `confidenceTest(sides, needed, halfOrLess, draws.values, draws.take())`).
   */
  take(): number {
    // Written out rather than a call to `refill`, which measurably slows the close-combat loops.
    if (this.next > this.buffer.refillAfter) {
      fillUniforms(this.state, this.values);
      this.next = 0;
    }
    return this.next++;
  }

  /** The next uniform in [0, 1), refilling the buffer first when none is left. */
  uniform(): number {
    return this.values[this.take()];
  }

  /** One roll of a die with `sides` faces. */
  die(sides: number): number {
    return ((this.uniform() * sides) | 0) + 1;
  }

  /** Before a step that draws up to `count` uniforms straight from `values`: refills it when fewer are left. */
  reserve(count: number): void {
    if (this.values.length - this.next < count) {
      fillUniforms(this.state, this.values);
      this.next = 0;
    }
  }
}
