import type { CellChunkRequest, ChunkExecutor } from '../engine/ChunkExecutor.js';
import { ChunkFailedError } from '../engine/ChunkFailedError.js';
import { RunCancelledError } from './RunCancelledError.js';
import type { WorkerReply, WorkerTask } from './workerMessages.js';

/**
 * The browser's ChunkExecutor, beside the Piscina ChunkRunner: one Web Worker per core, each running the engine's
 * runChunk, fed from simulate's lazy plan one chunk at a time. The workers stay up between runs (their kernels stay
 * compiled); `cancel` ends the run in flight by ending its workers, and the next run starts fresh ones.
 */
export class WebWorkerExecutor implements ChunkExecutor {
  private workers: Worker[] = [];
  /** Told of every chunk as it arrives, before simulate merges it (the page's interim tables). */
  onChunk: ((request: CellChunkRequest, counters: Float64Array) => void) | undefined;
  private stopRun: ((error: Error) => void) | undefined;

  /** `workerUrl`: the bundled chunkWorker (a blob: URL, so that it also starts from a page opened from disk). */
  constructor(
    private readonly workerUrl: string,
    readonly size: number = Math.max(1, navigator.hardwareConcurrency || 2),
  ) {}

  run<T extends CellChunkRequest>(requests: Iterable<T>, onResult: (request: T, counters: Float64Array) => void): Promise<void> {
    const pending = requests[Symbol.iterator]();
    if (this.workers.length === 0) this.workers = Array.from({ length: this.size }, () => new Worker(this.workerUrl));
    const workers = this.workers;
    return new Promise<void>((resolve, reject) => {
      const inFlight = new Map<number, T>();
      let nextId = 0;
      let ended = false;
      const end = (error?: Error) => {
        if (ended) return;
        ended = true;
        this.stopRun = undefined;
        for (const w of workers) w.onmessage = w.onerror = null;
        if (error) reject(error);
        else resolve();
      };
      const feed = (worker: Worker) => {
        const next = pending.next();
        if (next.done) {
          if (inFlight.size === 0) end();
          return;
        }
        const id = nextId++;
        inFlight.set(id, next.value);
        const { cellIndex: _c, chunkIndex: _k, ...request } = next.value;
        worker.postMessage({ id, request } satisfies WorkerTask);
      };
      this.stopRun = (error) => end(error);
      for (const worker of workers) {
        worker.onmessage = (event: MessageEvent<WorkerReply>) => {
          const reply = event.data;
          const request = inFlight.get(reply.id);
          if (request === undefined || ended) return;
          inFlight.delete(reply.id);
          if ('error' in reply) return end(new ChunkFailedError(request.cellIndex, reply.error));
          try {
            this.onChunk?.(request, reply.counters);
            onResult(request, reply.counters);
          } catch (error) {
            return end(error instanceof Error ? error : new Error(String(error)));
          }
          feed(worker);
        };
        worker.onerror = (event) => {
          event.preventDefault();
          const first = inFlight.values().next();
          end(new ChunkFailedError(first.done ? 0 : first.value.cellIndex, event.message || 'the worker stopped'));
        };
      }
      for (const worker of workers) feed(worker);
    });
  }

  /** Stops the run in flight (its promise rejects with RunCancelledError) and ends the workers. */
  cancel(): void {
    const stop = this.stopRun;
    this.terminate();
    stop?.(new RunCancelledError());
  }

  async destroy(): Promise<void> {
    this.cancel();
  }

  private terminate(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}
