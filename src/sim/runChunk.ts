import { createStream } from '../dice/streams.js';
import { counterLength, type Kernel } from './Kernel.js';
import { kernels } from './kernels.js';

export interface ChunkRequest {
  kernel: string;
  cell: unknown;
  seed: number;
  /** Which random stream of the seed this chunk draws from (see streamIndex). */
  stream: number;
  trials: number;
}

let lastKey = '';
let lastKernel: Kernel | undefined;

/**
 * Runs one chunk: builds (or reuses) the cell's kernel from plain data and returns fresh counters.
 * Used by the worker threads and, for tests and one-off runs, directly on the main thread.
 */
export function runChunk(request: ChunkRequest): Float64Array {
  const key = `${request.kernel}:${JSON.stringify(request.cell)}`;
  if (key !== lastKey || !lastKernel) {
    const factory = kernels[request.kernel];
    if (!factory) throw new Error(`no kernel named ${request.kernel}`);
    lastKernel = factory(request.cell);
    lastKey = key;
  }
  const counters = new Float64Array(counterLength(lastKernel.layout));
  lastKernel.run(createStream(request.seed, request.stream).s, request.trials, counters);
  return counters;
}
