import type { ChunkRequest } from './runChunk.js';

/** A chunk as simulate plans it: which cell, and which of the cell's chunks (the key its result is filed under). */
export interface CellChunkRequest extends ChunkRequest {
  cellIndex: number;
  chunkIndex: number;
}

/**
 * What runs a run's chunks for simulate: this machine's thread pool (ChunkRunner) or a queue that machines share
 * (src/cluster). Each result goes to `onResult` exactly once per request; the order does not matter, since counts add.
 */
export interface ChunkExecutor {
  run<T extends CellChunkRequest>(
    requests: Iterable<T>,
    onResult: (request: T, counters: Float64Array) => void,
  ): Promise<void>;
  destroy(): Promise<void>;
}
