import { deserialize, serialize } from 'node:v8';
import type { ChunkRequest } from '../engine/runChunk.js';
import { clusterMessages } from './messages.js';

/**
 * How a job's chunk requests and their counters travel through Redis: the requests by V8's structured serialization
 * — the same encoding worker threads receive locally, so any cell arrives exactly as it was — and the counters as the
 * bytes of their Float64Array, so every count comes back to the bit. Only a request's own fields travel (not the
 * engine's cell and chunk indexes; house rules in the dice language travel); a request with a module cannot travel at all (a cluster runs built-ins only).
 * Decode only bytes whose signature was checked (see jobData, jobResult): V8's deserializer is not for untrusted bytes.
 * @example decodeCounters(encodeCounters(Float64Array.of(1, 2)))[1] // 2
 */
export function encodeRequests(requests: ChunkRequest[]): string {
  if (requests.some((r) => r.module !== undefined)) throw new Error(clusterMessages.moduleNotCarried);
  // House rules in the dice language are data: they travel with the request (a worker parses them, runs no code).
  const own = requests.map(({ system, resolve, cell, seed, stream, trials, steps }) => {
    return { system, resolve, cell, seed, stream, trials, ...(steps !== undefined ? { steps } : {}) };
  });
  return serialize(own).toString('base64');
}

export const decodeRequests = (text: string): unknown => deserialize(Buffer.from(text, 'base64'));

export const encodeCounters = (counters: Float64Array): string =>
  Buffer.from(counters.buffer, counters.byteOffset, counters.byteLength).toString('base64');

/** The counters of a result, or undefined when its bytes are not whole 8-byte numbers. */
export function decodeCounters(text: string): Float64Array | undefined {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % Float64Array.BYTES_PER_ELEMENT !== 0) return undefined;
  // A copy into a fresh, aligned buffer: the decoded bytes may sit at any offset of Node's buffer pool.
  return new Float64Array(new Uint8Array(bytes).buffer);
}
