import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ChunkExecutor } from './ChunkExecutor.js';
import { ChunkFailedError } from './ChunkFailedError.js';
import type { ChunkRequest } from './runChunk.js';
import { workerFile } from './workerFile.js';

/** Worker threads started with the pool, before any chunk asks for them. */
const EAGER_THREADS = 4;

/**
 * A Piscina pool that runs chunk requests a few at a time per worker and hands each result to a
 * callback as it arrives, so memory stays flat however many chunks are fed to it.
 */
export class ChunkRunner implements ChunkExecutor {
  private readonly pool: Piscina;
  private readonly maxInFlight: number;

  /** A pool of up to `workers` threads (default: one per available core), the first EAGER_THREADS started at once. */
  constructor(workers = availableParallelism()) {
    workers = Math.max(1, workers);
    // Up to EAGER_THREADS boot at once, while the command loads and reads the scenario (a 10⁸-trial run on 2 cores:
    // 2.74 → 2.66 s median, the second worker no longer a tenth of a second late); more boot as chunks queue, so a
    // short run on a many-core machine does not boot every core.
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: Math.min(workers, EAGER_THREADS),
      maxThreads: workers,
      idleTimeout: 1000,
    });
    this.maxInFlight = workers * 4;
  }

  /**
   * Runs every request; resolves once all results have been handed to `onResult`. A request that fails (its worker
   * threw or died) stops the run with a ChunkFailedError naming its cell (requests with a `cellIndex`).
   */
  async run<T extends ChunkRequest>(
    requests: Iterable<T>,
    onResult: (request: T, counters: Float64Array) => void,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let failure: unknown;
    for (const request of requests) {
      const job = this.runOne(request).then(
        (counters) => onResult(request, counters),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          const cellIndex = (request as { cellIndex?: unknown }).cellIndex;
          failure ??= typeof cellIndex === 'number' ? new ChunkFailedError(cellIndex, reason) : error;
        },
      );
      const tracked: Promise<void> = job.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      if (inFlight.size >= this.maxInFlight) await Promise.race(inFlight);
      if (failure) break;
    }
    await Promise.all(inFlight);
    if (failure) throw failure;
  }

  /** Runs one request on the pool (a cluster worker feeds it the jobs it takes, as they come). */
  runOne(request: ChunkRequest): Promise<Float64Array> {
    return this.pool.run(request) as Promise<Float64Array>;
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
