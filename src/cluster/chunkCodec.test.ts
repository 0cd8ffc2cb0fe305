import { describe, expect, it } from 'vitest';
import { decodeCounters, decodeRequests, encodeCounters, encodeRequests } from './chunkCodec.js';

describe('chunkCodec', () => {
  it('carries requests exactly, values JSON would change included', () => {
    const requests = [{ system: 's', resolve: 'r', cell: { cap: Infinity, skip: undefined, dice: [8, 10] }, seed: 7, stream: 2 ** 32 + 5, trials: 250_000 }];
    expect(decodeRequests(encodeRequests(requests))).toEqual(requests);
  });

  it('carries counters to the bit, from any offset of a buffer', () => {
    const counters = new Float64Array([0, 1, 2 ** 53 - 1, 0.1 + 0.2, -0]).subarray(1);
    const back = decodeCounters(encodeCounters(counters));
    expect(Array.from(back)).toEqual(Array.from(counters));
    expect(Object.is(decodeCounters(encodeCounters(Float64Array.of(-0)))[0], -0)).toBe(true);
  });
});
