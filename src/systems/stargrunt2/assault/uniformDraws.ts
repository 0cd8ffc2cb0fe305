import { fillUniforms } from '../../../dice/fillUniforms.js';
import { type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';

/**
 * Uniforms drawn one at a time from a buffer refilled whenever it runs out: for the close-assault kernels, whose
 * trials draw without bound (close combat goes on round after round), so the buffer cannot be topped up between
 * trials only. A face is ((u * sides) | 0) + 1, the high bits of the output, as `rollDie`. Kernel-side: one per
 * kernel, reused by every run.
 * @example const draws = new UniformDraws(4096); draws.start(state); draws.die(6) // 1 … 6
 */
export class UniformDraws {
  /** The uniforms; `next` indexes the next one (steps that draw straight from it, a fire volley, advance it). */
  readonly buffer: UniformBuffer;
  readonly values: Float64Array;
  next: number;
  private state: Uint32Array;

  constructor(size: number) {
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

  /** The next uniform in [0, 1), refilling the buffer first when none is left. */
  uniform(): number {
    // Mid-trial, as the kernels always did: once every uniform is used (refillAfter is the size − 1). Written out
    // rather than a call to `refill`, which measurably slows the close-combat loops.
    if (this.next > this.buffer.refillAfter) {
      fillUniforms(this.state, this.values);
      this.next = 0;
    }
    return this.values[this.next++];
  }

  /** One roll of a die with `sides` faces. */
  die(sides: number): number {
    return ((this.uniform() * sides) | 0) + 1;
  }

  /** Before a step that draws up to `count` uniforms straight from the buffer: refills it when fewer are left. */
  reserve(count: number): void {
    if (this.values.length - this.next < count) {
      fillUniforms(this.state, this.values);
      this.next = 0;
    }
  }
}
