import { describe, expect, it } from 'vitest';
import { decodeCounters, decodeRequests, encodeCounters, encodeRequests } from './chunkCodec.js';

describe('chunkCodec', () => {
  it('carries requests exactly, values JSON would change included, and only their own fields', () => {
    const cell = { cap: Infinity, skip: undefined, dice: [8, 10] };
    const request = { system: 's', resolve: 'r', cell, seed: 7, stream: 2 ** 32 + 5, trials: 250_000 };
    const planned = { ...request, cellIndex: 3, chunkIndex: 9 };
    expect(decodeRequests(encodeRequests([planned]))).toEqual([request]);
  });

  it('refuses a request with a module: a cluster carries built-in resolutions only', () => {
    const module = { kind: 'resolve', url: 'data:text/javascript,', path: 'x', shown: 'x', source: '/x', sha256: '0' };
    const request = { system: 's', resolve: 'r', cell: {}, seed: 7, stream: 0, trials: 1, module };
    expect(() => encodeRequests([request as never])).toThrow(/built-in resolutions only/);
  });

  it('carries counters to the bit, from any offset of a buffer, and refuses bytes that are not whole numbers', () => {
    const counters = new Float64Array([0, 1, 2 ** 53 - 1, 0.1 + 0.2, -0]).subarray(1);
    const back = decodeCounters(encodeCounters(counters));
    expect(Array.from(back!)).toEqual(Array.from(counters));
    expect(Object.is(decodeCounters(encodeCounters(Float64Array.of(-0)))![0], -0)).toBe(true);
    expect(decodeCounters(Buffer.alloc(12).toString('base64'))).toBeUndefined();
  });
});
