import { type ChunkRequest, runChunk } from '../engine/runChunk.js';
import type { WorkerReply, WorkerTask } from './workerMessages.js';

/** A Web Worker's minimal surface (the project's TypeScript lib is the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: { data: WorkerTask }) => void) | null;
  postMessage(reply: WorkerReply): void;
}

// The browser's twin of src/engine/worker.ts: one chunk per message, run by the same runChunk, so a seed gives the
// same counters here as in the CLI's threads. Counters go back by copy (a few dozen numbers).
const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, request } = event.data;
  runChunk(request as ChunkRequest).then(
    (counters) => scope.postMessage({ id, counters }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
