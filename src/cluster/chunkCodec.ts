import { deserialize, serialize } from 'node:v8';
import type { ChunkRequest } from '../engine/runChunk.js';

/**
 * How a job's chunk requests and their counters travel through Redis: the requests by V8's structured serialization — the
 * same encoding worker threads receive locally, so any cell arrives exactly as it was — and the counters as the
 * bytes of their Float64Array, so every count comes back to the bit.
 * @example decodeCounters(encodeCounters(Float64Array.of(1, 2)))[1] // 2
 */
export const encodeRequests = (requests: ChunkRequest[]): string => serialize(requests).toString('base64');

export const decodeRequests = (text: string): ChunkRequest[] => deserialize(Buffer.from(text, 'base64')) as ChunkRequest[];

export const encodeCounters = (counters: Float64Array): string =>
  Buffer.from(counters.buffer, counters.byteOffset, counters.byteLength).toString('base64');

export function decodeCounters(text: string): Float64Array {
  const bytes = Buffer.from(text, 'base64');
  // A copy into a fresh, aligned buffer: the decoded bytes may sit at any offset of Node's buffer pool.
  return new Float64Array(new Uint8Array(bytes).buffer);
}
