import { decodeCounters, encodeCounters } from './chunkCodec.js';
import type { JobPlace } from './jobData.js';
import { jobLimits } from './jobLimits.js';
import { clusterMessages } from './messages.js';
import { resultSignatureMatches, signResult } from './signing.js';

/** A job's result, as a worker returns it: its chunks' counters one after another (base64), and their signature. */
export interface ChunkJobResult {
  counters: string;
  signature: string;
}

/** The worker's side: the counters of a job's chunks, signed for the job's place. */
export function signedJobResult(key: Buffer, place: JobPlace, counters: Float64Array): ChunkJobResult {
  const encoded = encodeCounters(counters);
  return { counters: encoded, signature: signResult(key, { ...place, counters: encoded }) };
}

/**
 * The coordinator's side: each chunk's counters of a job's result, once its signature matches the job's place
 * (checked before the bytes are decoded) and the counters split evenly over the job's chunks. Throws, saying why,
 * when the result is refused.
 */
export function openJobResult(key: Buffer, place: JobPlace, result: unknown, chunks: number): Float64Array[] {
  if (typeof result !== 'object' || result === null) throw new Error(clusterMessages.resultMalformed);
  const { counters, signature } = result as Record<string, unknown>;
  const readable = typeof counters === 'string' && counters.length <= jobLimits.encodedCounters;
  if (!readable) throw new Error(clusterMessages.resultMalformed);
  if (signature === undefined) throw new Error(clusterMessages.resultUnsigned);
  const signed = resultSignatureMatches(key, { ...place, counters }, signature);
  if (!signed) throw new Error(clusterMessages.resultWronglySigned);
  const all = decodeCounters(counters);
  if (!all || all.length === 0 || all.length % chunks !== 0) throw new Error(clusterMessages.resultMalformed);
  const length = all.length / chunks;
  return Array.from({ length: chunks }, (_, i) => all.slice(i * length, (i + 1) * length));
}
