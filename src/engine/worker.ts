import { type ChunkRequest, runChunk } from './runChunk.js';

/**
 * Piscina task: one chunk. The counters (a few dozen numbers) go back by copy: transferring (detaching) an
 * ArrayBuffer makes V8 deoptimise the kernels of this thread afterwards, about 20% slower.
 */
export default function work(request: ChunkRequest): Promise<Float64Array> {
  return runChunk(request);
}
