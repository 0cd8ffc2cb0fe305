import { describe, expect, it } from 'vitest';
import { encodeCounters } from './chunkCodec.js';
import { openJobResult, signedJobResult } from './jobResult.js';

const key = Buffer.alloc(32, 3);
const place = { queue: 'fire-1f0c9a6e2b7d4c35', jobId: '2-0-2' };
const counters = Float64Array.of(1, 2, 3, 4, 5, 6);

describe("a job's result signed by a worker and opened by the coordinator", () => {
  it("opens to each chunk's counters, to the bit", () => {
    const [a, b] = openJobResult(key, place, signedJobResult(key, place, counters), 2);
    expect([Array.from(a), Array.from(b)]).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("is refused when unsigned, forged, another job's or run's, or not counters", () => {
    const signed = signedJobResult(key, place, counters);
    expect(() => openJobResult(key, place, { counters: signed.counters }, 2)).toThrow(/its result is not signed/);
    const changed = { ...signed, counters: encodeCounters(Float64Array.of(9, 9, 9, 9, 9, 9)) };
    expect(() => openJobResult(key, place, changed, 2)).toThrow(/its result's signature does not match/);
    expect(() => openJobResult(key, { ...place, jobId: '2-2-2' }, signed, 2)).toThrow(/signature does not match/);
    expect(() => openJobResult(key, { ...place, queue: 'other' }, signed, 2)).toThrow(/signature does not match/);
    expect(() => openJobResult(Buffer.alloc(32), place, signed, 2)).toThrow(/signature does not match/);
    expect(() => openJobResult(key, place, encodeCounters(counters), 2)).toThrow(/not the counters of its chunks/);
    expect(() => openJobResult(key, place, signed, 4)).toThrow(/not the counters of its chunks/);
  });
});
