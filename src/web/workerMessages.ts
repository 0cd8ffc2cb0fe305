import type { CellChunkRequest } from '../engine/ChunkExecutor.js';
import type { ChunkRequest } from '../engine/runChunk.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { Diagnostic } from '../scenario/Diagnostic.js';

/** What the page sends a chunk worker: one chunk, numbered so that its reply finds it. */
export interface WorkerTask {
  id: number;
  request: ChunkRequest;
}

/** A chunk worker's answer: the chunk's counters, or why it failed. */
export type WorkerReply = { id: number; counters: Float64Array } | { id: number; error: string };

/** What the page asks the run's coordinator: run this scenario text as `gruntlab run` would with these flags. */
export interface RunOrder {
  type: 'run';
  file: string;
  text: string;
  method: 'auto' | 'exact' | 'monte-carlo';
  trials?: number;
  seed?: number;
}

/** To the coordinator: a run to do, or the answer to one of its chunks. */
export type CoordinatorInput =
  | RunOrder
  | { type: 'chunk-result'; id: number; counters: Float64Array }
  | { type: 'chunk-failed'; id: number; error: string };

/** From the coordinator: a chunk for the page's workers, progress, the results document, or why there is none. */
export type CoordinatorOutput =
  | { type: 'chunk'; id: number; request: CellChunkRequest }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; doc: ResultsDocument }
  | { type: 'failed'; message: string; diagnostics?: Diagnostic[] };
