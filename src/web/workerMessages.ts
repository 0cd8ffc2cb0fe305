import type { ChunkRequest } from '../engine/runChunk.js';

/** What the page sends a chunk worker: one chunk, numbered so that its reply finds it. */
export interface WorkerTask {
  id: number;
  request: ChunkRequest;
}

/** A chunk worker's answer: the chunk's counters, or why it failed. */
export type WorkerReply = { id: number; counters: Float64Array } | { id: number; error: string };
