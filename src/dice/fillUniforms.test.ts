import { describe, expect, it } from 'vitest';
import { fillUniforms } from './fillUniforms.js';
import { createRng, nextUint32, rollDie } from './xoshiro128.js';

describe('fillUniforms', () => {
  it('gives the generator outputs × 2^-32 and leaves the state where nextUint32 would', () => {
    const state = Uint32Array.of(1, 2, 3, 4);
    const out = new Float64Array(1000);
    fillUniforms(state, out);
    const rng = createRng([1, 2, 3, 4]);
    expect(out[0]).toBe(11520 * 2 ** -32);
    for (let i = 0; i < out.length; i++) expect(out[i]).toBe(nextUint32(rng) * 2 ** -32);
    expect([...state]).toEqual([...rng.s]);
  });

  it('maps to the same die faces as rollDie', () => {
    const out = new Float64Array(5000);
    fillUniforms(Uint32Array.of(9, 8, 7, 6), out);
    const rng = createRng([9, 8, 7, 6]);
    const sides = [4, 6, 8, 10, 12, 20];
    out.forEach((u, i) => expect(((u * sides[i % 6]) | 0) + 1).toBe(rollDie(rng, sides[i % 6])));
  });
});
