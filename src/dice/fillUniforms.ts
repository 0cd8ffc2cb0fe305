/** 2⁻³²: a 32-bit output times it is the uniform fillUniforms makes (written out in its loop, a literal there). */
export const UNIFORM_PER_OUTPUT = 2.3283064365386963e-10;

/**
 * Fills `out` with the next xoshiro128** outputs as uniforms in [0, 1) (output × 2⁻³²), advancing
 * `state` (the 4 words of an Rng) past them. Kernels draw from such a buffer: one tight loop with
 * the state in local variables makes the numbers, and a face is `((u * sides) | 0) + 1` — the same
 * face, for the same output, as `rollDie`.
 * @example fillUniforms(Uint32Array.of(1, 2, 3, 4), out) // out[0] === 11520 * 2 ** -32
 */
export function fillUniforms(state: Uint32Array, out: Float64Array): void {
  let s0 = state[0] | 0;
  let s1 = state[1] | 0;
  let s2 = state[2] | 0;
  let s3 = state[3] | 0;
  for (let i = 0; i < out.length; i++) {
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    out[i] = result * 2.3283064365386963e-10;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}
