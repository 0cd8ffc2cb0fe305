import type { CellChunkRequest } from '../engine/ChunkExecutor.js';
import { RunCancelledError } from './RunCancelledError.js';
import type { WorkerReply, WorkerTask } from './workerMessages.js';

interface Task {
  id: number;
  request: CellChunkRequest;
  resolve: (counters: Float64Array) => void;
  reject: (error: Error) => void;
}

/**
 * The page's Monte Carlo workers: one Web Worker per core, each running the engine's runChunk (chunkWorker.ts), fed
 * from a queue one chunk at a time. The workers stay up between runs (their kernels stay compiled); `cancel` ends
 * them, failing every queued chunk, and the next chunk starts fresh ones. Chunks come from the run's coordinator
 * (coordinatorWorker.ts), whose RelayExecutor is the engine's ChunkExecutor.
 */
export class ChunkWorkerPool {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly running = new Map<Worker, Task>();
  private nextId = 0;
  /** Told of every chunk as it arrives (the page's interim tables). */
  onChunk: ((request: CellChunkRequest, counters: Float64Array) => void) | undefined;

  /** `workerUrl`: the bundled chunkWorker (a blob: URL, so that it also starts from a page opened from disk). */
  constructor(
    private readonly workerUrl: string,
    readonly size: number = Math.max(1, navigator.hardwareConcurrency || 2),
  ) {}

  /** Runs one chunk on the next free worker; its counters, or a rejection saying why it failed. */
  submit(request: CellChunkRequest): Promise<Float64Array> {
    if (this.workers.length === 0) this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, resolve, reject });
      this.dispatch();
    });
  }

  /** Fails every queued and running chunk with RunCancelledError and ends the workers. */
  cancel(): void {
    this.stop(new RunCancelledError());
  }

  private start(): void {
    this.workers = Array.from({ length: this.size }, () => {
      const worker = new Worker(this.workerUrl);
      worker.onmessage = (event: MessageEvent<WorkerReply>) => this.finished(worker, event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.failAll(event.message || 'a worker stopped');
      };
      return worker;
    });
    this.idle = [...this.workers];
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.running.set(worker, task);
      const { cellIndex: _c, chunkIndex: _k, ...request } = task.request;
      worker.postMessage({ id: task.id, request } satisfies WorkerTask);
    }
  }

  private finished(worker: Worker, reply: WorkerReply): void {
    const task = this.running.get(worker);
    if (task === undefined || task.id !== reply.id) return;
    this.running.delete(worker);
    this.idle.push(worker);
    if ('error' in reply) task.reject(new Error(reply.error));
    else {
      this.onChunk?.(task.request, reply.counters);
      task.resolve(reply.counters);
    }
    this.dispatch();
  }

  /** A worker that died takes its run down: every chunk fails with the reason, and fresh workers start next time. */
  private failAll(reason: string): void {
    this.stop(new Error(reason));
  }

  private stop(error: Error): void {
    const tasks = [...this.running.values(), ...this.queue.splice(0)];
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.idle = [];
    this.running.clear();
    for (const task of tasks) task.reject(error);
  }
}
