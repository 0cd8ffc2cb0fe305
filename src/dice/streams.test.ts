import { describe, expect, it } from 'vitest';
import { createStream, streamState } from './streams.js';
import { nextUint32, type Rng } from './xoshiro128.js';

// Reference states from an independent C implementation of the same scheme (uint64_t arithmetic;
// /tmp/xo/sm.c, gcc 12.2). Its mixer also reproduces Vigna's splitmix64 from state 1234567:
// 6457827717110365317, 3203168211198807973, …
const REFERENCE: Array<[number, number, number[]]> = [
  [0, 0, [1293516399, 2802244911, 4097920862, 3011683077]],
  [7, 0, [2125188677, 3098854039, 864995582, 2790458877]],
  [7, 1, [1557333855, 1027718985, 2378488315, 4289457498]],
  [7, 1000, [2102764726, 1579980367, 2273750094, 272920422]],
  [2 ** 53 - 1, 12345, [704750598, 2643909238, 3488775293, 1247978748]],
  [2 ** 32 + 7, 0, [2733119035, 3360447212, 3788885773, 106527970]],
];

const uniforms = (rng: Rng, n: number) => Float64Array.from({ length: n }, () => nextUint32(rng) * 2 ** -32);

function pearson(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  let sx = 0,
    sy = 0,
    sxx = 0,
    syy = 0,
    sxy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i];
    sy += y[i];
    sxx += x[i] * x[i];
    syy += y[i] * y[i];
    sxy += x[i] * y[i];
  }
  return (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
}

describe('streamState', () => {
  it('matches the reference C implementation, using every bit of the seed', () => {
    for (const [seed, chunk, state] of REFERENCE) expect(Array.from(streamState(seed, chunk))).toEqual(state);
    expect(Array.from(streamState(7, 1))).toEqual([1557333855, 1027718985, 2378488315, 4289457498]);
  });

  it('is deterministic and differs between chunks and seeds', () => {
    expect(streamState(42, 3)).toEqual(streamState(42, 3));
    const seen = new Set<string>();
    for (const seed of [0, 1, 2, 2 ** 32, 2 ** 53 - 1]) {
      for (let chunk = 0; chunk < 1000; chunk++) {
        const state = streamState(seed, chunk);
        expect(state.some((w) => w !== 0)).toBe(true);
        seen.add(state.join(','));
      }
    }
    expect(seen.size).toBe(5000);
  });

  it('rejects seeds and chunk indices that are not whole numbers from 0 to 2^53-1', () => {
    for (const bad of [-1, 1.5, 2 ** 53, NaN, Infinity]) {
      expect(() => streamState(bad, 0)).toThrow(RangeError);
      expect(() => streamState(0, bad)).toThrow(RangeError);
    }
  });
});

describe('createStream', () => {
  it('gives the same numbers for the same seed and chunk', () => {
    expect(nextUint32(createStream(7, 0))).toBe(nextUint32(createStream(7, 0)));
    expect(uniforms(createStream(9, 5), 100)).toEqual(uniforms(createStream(9, 5), 100));
  });

  it('gives uncorrelated streams (|r| < 0.02 over 10^5 pairs; one standard error is 0.0032)', () => {
    const n = 100_000;
    const pairs: Array<[[number, number], [number, number]]> = [
      [
        [1, 0],
        [1, 1],
      ],
      [
        [1, 1],
        [1, 2],
      ],
      [
        [1, 0],
        [1, 1000],
      ],
      [
        [1, 0],
        [2, 0],
      ],
    ];
    for (const [[seedA, chunkA], [seedB, chunkB]] of pairs) {
      const r = pearson(uniforms(createStream(seedA, chunkA), n), uniforms(createStream(seedB, chunkB), n));
      expect(Math.abs(r), `${seedA}/${chunkA} vs ${seedB}/${chunkB}`).toBeLessThan(0.02);
    }
    const u = uniforms(createStream(1, 0), n + 1);
    expect(Math.abs(pearson(u.subarray(0, n), u.subarray(1)))).toBeLessThan(0.02);
  });
});
