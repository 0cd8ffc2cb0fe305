import { describe, expect, it } from 'vitest';
import { fillUniforms } from './fillUniforms.js';
import { refill, uniformBuffer } from './uniformBuffer.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from './uniformDraws.js';

/** The stream's uniforms, `count` of them, in buffers of `size` as fillUniforms makes them. */
function streamOf(seed: number[], size: number, buffers: number): number[] {
  const state = Uint32Array.from(seed);
  const out: number[] = [];
  const u = new Float64Array(size);
  for (let b = 0; b < buffers; b++) {
    fillUniforms(state, u);
    out.push(...u);
  }
  return out;
}

describe('UniformDraws', () => {
  it('draws the stream one uniform at a time, refilling only once every uniform is used', () => {
    const draws = new UniformDraws(8);
    draws.start(Uint32Array.of(1, 2, 3, 4));
    const drawn = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? draws.uniform() : draws.values[draws.take()]));
    expect(drawn).toEqual(streamOf([1, 2, 3, 4], 8, 3).slice(0, 20));
  });

  it('refills where `refill` with a one-draw buffer of the same size does', () => {
    const size = 16;
    const draws = new UniformDraws(size);
    const state = Uint32Array.of(5, 6, 7, 8);
    draws.start(state);
    const buffer = uniformBuffer(1, size);
    const other = Uint32Array.of(5, 6, 7, 8);
    let next = buffer.values.length;
    for (let i = 0; i < 100; i++) {
      next = refill(buffer, other, next);
      expect(draws.uniform()).toBe(buffer.values[next++]);
    }
    expect([...state]).toEqual([...other]);
  });

  it('reserve refills when fewer than `count` are left, skipping them, as `refill` with a `count`-draw buffer', () => {
    const size = 10;
    const draws = new UniformDraws(size);
    draws.start(Uint32Array.of(9, 9, 9, 9));
    const buffer = uniformBuffer(3, size);
    const other = Uint32Array.of(9, 9, 9, 9);
    let next = buffer.values.length;
    for (let trial = 0; trial < 30; trial++) {
      draws.reserve(3);
      next = refill(buffer, other, next);
      expect(draws.next).toBe(next);
      for (let k = 0; k < 3; k++) expect(draws.values[draws.next++]).toBe(buffer.values[next++]);
    }
  });

  it('rolls faces as rollDie does, ((u × sides) | 0) + 1', () => {
    const draws = new UniformDraws();
    expect(draws.values.length).toBe(2048);
    draws.start(Uint32Array.of(1, 2, 3, 4));
    const u = streamOf([1, 2, 3, 4], 2048, 1);
    for (let i = 0; i < 50; i++) expect(draws.die(6)).toBe(((u[i] * 6) | 0) + 1);
    expect(new UniformDraws(LARGE_BUFFER_SIZE).values.length).toBe(4096);
  });
});
