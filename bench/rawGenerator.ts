import { fillUniforms } from '../src/dice/fillUniforms.js';

/**
 * The raw generator's bound: xoshiro128** outputs made the way the kernels make them (fillUniforms
 * into a buffer) and mapped to a die face, with nothing else in the loop. Returns the sum of the
 * faces so the work cannot be optimised away.
 */
export function rawDraws(count: number, sides: number): number {
  const state = Uint32Array.of(0x9e3779b9, 0x243f6a88, 0xb7e15162, 0xdeadbeef);
  const buffer = new Float64Array(2048);
  let sum = 0;
  for (let done = 0; done < count; done += buffer.length) {
    fillUniforms(state, buffer);
    for (let i = 0; i < buffer.length; i++) sum += ((buffer[i] * sides) | 0) + 1;
  }
  return sum;
}
