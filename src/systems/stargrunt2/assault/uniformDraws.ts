import { fillUniforms } from '../../../dice/fillUniforms.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';

/**
 * Uniforms drawn one die at a time from a buffer refilled whenever it runs out: for the close-combat kernels,
 * whose trials draw without bound (ties fight on, round after round). A face is ((u * sides) | 0) + 1, the high
 * bits of the output, as `rollDie`. Kernel-side: one per kernel, reused by every run.
 * @example const draws = new UniformDraws(2048); draws.start(state); draws.die(6) // 1 … 6
 */
export class UniformDraws {
  /** The uniforms; `next` indexes the next one (steps that draw straight from it, a fire volley, advance it). */
  readonly buffer: UniformBuffer;
  next: number;
  private state: Uint32Array;

  constructor(size: number) {
    // Refilled before a draw once none is left (a trial may draw any number).
    this.buffer = uniformBuffer(1, size);
    this.next = size;
    this.state = new Uint32Array(4);
  }

  /** Starts a run on the stream `state` (advanced as the buffer refills); the first draw refills the buffer. */
  start(state: Uint32Array): void {
    this.state = state;
    this.next = this.buffer.values.length;
  }

  /** One roll of a die with `sides` faces. */
  die(sides: number): number {
    this.next = refill(this.buffer, this.state, this.next);
    return ((this.buffer.values[this.next++] * sides) | 0) + 1;
  }

  /** Before a step that draws up to `count` uniforms straight from the buffer: refills it when fewer are left. */
  reserve(count: number): void {
    if (this.buffer.values.length - this.next < count) {
      fillUniforms(this.state, this.buffer.values);
      this.next = 0;
    }
  }
}
