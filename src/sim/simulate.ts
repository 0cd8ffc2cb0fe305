import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { counterLength } from './Kernel.js';
import { kernels } from './kernels.js';
import { planChunks } from './planChunks.js';
import type { ChunkRequest } from './runChunk.js';
import { workerFile } from './workerFile.js';

export interface SimulationCell {
  kernel: string;
  cell: unknown;
}

export interface SimulateOptions {
  trials: number;
  seed: number;
  /** Worker threads; defaults to one per available core. */
  workers?: number;
  /** Called after each chunk with the trials done so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Runs every cell for `trials` trials on a Piscina pool and returns each cell's merged counters.
 * Chunks are fed a few at a time and merged as they arrive, so memory stays flat however many
 * trials are asked for; counts are integers added in Float64Arrays, so the sums (and the results)
 * do not depend on the order chunks finish in.
 */
export async function simulate(cells: SimulationCell[], options: SimulateOptions): Promise<Float64Array[]> {
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const totals = cells.map((c) => new Float64Array(counterLength(kernels[c.kernel](c.cell).layout)));
  const pool = new Piscina({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  const totalTrials = options.trials * cells.length;
  let done = 0;
  const inFlight = new Set<Promise<void>>();
  const maxInFlight = workers * 4;
  try {
    for (const task of planChunks(cells.length, options.trials)) {
      const request: ChunkRequest = {
        kernel: cells[task.cellIndex].kernel,
        cell: cells[task.cellIndex].cell,
        seed: options.seed,
        chunkIndex: task.chunkIndex,
        trials: task.trials,
      };
      const job = (pool.run(request) as Promise<Float64Array>).then((counters) => {
        const total = totals[task.cellIndex];
        for (let i = 0; i < counters.length; i++) total[i] += counters[i];
        done += task.trials;
        options.onProgress?.(done, totalTrials);
      });
      const tracked: Promise<void> = job.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await pool.destroy();
  }
  return totals;
}
