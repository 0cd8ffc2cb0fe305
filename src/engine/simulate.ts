import { type CounterLayout, counterLength } from '../core/CounterLayout.js';
import { maxHalfWidth } from '../stats/maxHalfWidth.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { LanguageSteps } from '../systems/languageSteps.js';
import type { ChunkCheckpoint } from './ChunkCheckpoint.js';
import type { CellChunkRequest, ChunkExecutor } from './ChunkExecutor.js';
import { CHUNK_TRIALS, chunkSize, planChunks, precisionRoundChunks, streamIndex } from './planChunks.js';

interface SimulationCell {
  /** The resolution whose kernel runs the cell. */
  system: string;
  resolve: string;
  /** The cell's plain data (its normalized scenario), sent to the workers. */
  cell: unknown;
  /** Its counter layout (the kernel module's `layout` of the cell). */
  layout: CounterLayout;
  /** A designer's module the kernel runs with (docs/house-rules.md). */
  module?: ModuleRef;
  /** House rules in the dice language the kernel runs with (docs/dice-language.md). */
  steps?: LanguageSteps;
  /** Cells of one stream group share random streams (common random numbers); default 0. */
  streamGroup?: number;
}

interface SimulateOptions {
  /** Trials per cell; with `precision`, the most trials a cell may use. */
  trials: number;
  seed: number;
  /** Stop each cell once every probability it reports has a 95% half-width under this. */
  precision?: number;
  /** Worker threads; defaults to one per available core. */
  workers?: number;
  /** What runs the chunks, started earlier (a pool's threads boot while the scenario loads; or a cluster's queue); left running for its owner to destroy. */
  runner?: ChunkExecutor;
  /** Called after each chunk with the trials done so far and the total planned (or the cap). */
  onProgress?: (done: number, total: number) => void;
  /** Chunks an interrupted run finished (taken instead of run), and where each chunk is recorded as it finishes. */
  checkpoint?: ChunkCheckpoint;
}

interface SimulationResult {
  counters: Float64Array[];
  /** Trials each cell ran. */
  trials: number[];
  /** Why each cell stopped: its trial count was reached, or its precision target. */
  stoppedBy: Array<'trials' | 'precision'>;
}

/**
 * Runs every cell on a Piscina pool and returns each cell's merged counters. Counts are integers
 * added in Float64Arrays, so the sums — and the results — do not depend on the order chunks finish
 * in, nor on the number of workers. With a precision target the cells run in rounds of a fixed
 * number of chunks and each stops after the first round that meets the target, so the stopping
 * point depends on the seed alone.
 */
export async function simulate(cells: SimulationCell[], options: SimulateOptions): Promise<SimulationResult> {
  const layouts = cells.map((c) => c.layout);
  const counters = layouts.map((layout) => new Float64Array(counterLength(layout)));
  const trials = cells.map(() => 0);
  const stoppedBy: SimulationResult['stoppedBy'] = cells.map(() => 'trials');
  // The thread pool loads only when no runner is given, so that a browser (its own executor) never loads Piscina.
  const runner: ChunkExecutor = options.runner ?? new (await import('./ChunkRunner.js')).ChunkRunner(options.workers);
  const cap = options.trials;
  let done = 0;
  const request = (cellIndex: number, chunkIndex: number): CellChunkRequest => ({
    cellIndex,
    chunkIndex,
    system: cells[cellIndex].system,
    resolve: cells[cellIndex].resolve,
    cell: cells[cellIndex].cell,
    seed: options.seed,
    stream: streamIndex(cells[cellIndex].streamGroup ?? 0, chunkIndex),
    trials: chunkSize(chunkIndex, cap),
    ...(cells[cellIndex].module !== undefined ? { module: cells[cellIndex].module } : {}),
    ...(cells[cellIndex].steps !== undefined ? { steps: cells[cellIndex].steps } : {}),
  });
  const merge = (r: CellChunkRequest, result: Float64Array) => {
    const total = counters[r.cellIndex];
    for (let i = 0; i < result.length; i++) total[i] += result[i];
    trials[r.cellIndex] += r.trials;
    done += r.trials;
    options.onProgress?.(done, cap * cells.length);
  };
  const run = (requests: Iterable<CellChunkRequest>) => runChunks(runner, requests, merge, options.checkpoint);
  try {
    if (options.precision === undefined) {
      await run(mapTasks(planChunks(cells.length, cap), (t) => request(t.cellIndex, t.chunkIndex)));
    } else {
      await runToPrecision(run, cells.length, layouts, counters, trials, stoppedBy, options.precision, cap, request);
    }
  } finally {
    if (!options.runner) await runner.destroy();
  }
  return { counters, trials, stoppedBy };
}

/** Runs the chunks on the pool — those a checkpoint already holds are merged from it instead, and each new one is saved. */
async function runChunks(
  runner: ChunkExecutor,
  requests: Iterable<CellChunkRequest>,
  merge: (r: CellChunkRequest, result: Float64Array) => void,
  checkpoint: ChunkCheckpoint | undefined,
): Promise<void> {
  if (checkpoint === undefined) return runner.run(requests, merge);
  // Lazily, so that memory stays flat however many chunks a run plans.
  function* unfinished(): Generator<CellChunkRequest> {
    for (const r of requests) {
      const finished = checkpoint!.finished(r.cellIndex, r.chunkIndex);
      if (finished === undefined) yield r;
      else merge(r, finished);
    }
  }
  await runner.run(unfinished(), (r, result) => {
    checkpoint.save(r.cellIndex, r.chunkIndex, result);
    merge(r, result);
  });
}

async function runToPrecision(
  run: (requests: Iterable<CellChunkRequest>) => Promise<void>,
  cellCount: number,
  layouts: CounterLayout[],
  counters: Float64Array[],
  trials: number[],
  stoppedBy: SimulationResult['stoppedBy'],
  precision: number,
  cap: number,
  request: (cellIndex: number, chunkIndex: number) => CellChunkRequest,
): Promise<void> {
  const nextChunk = new Array<number>(cellCount).fill(0);
  let active = [...Array(cellCount).keys()];
  const chunksInCap = Math.ceil(cap / CHUNK_TRIALS);
  for (let round = 0; active.length > 0; round++) {
    const requests: CellChunkRequest[] = [];
    for (const cellIndex of active) {
      const end = Math.min(chunksInCap, nextChunk[cellIndex] + precisionRoundChunks(round));
      for (let chunk = nextChunk[cellIndex]; chunk < end; chunk++) requests.push(request(cellIndex, chunk));
      nextChunk[cellIndex] = end;
    }
    await run(requests);
    active = active.filter((cellIndex) => {
      if (maxHalfWidth(layouts[cellIndex], counters[cellIndex], trials[cellIndex]) < precision) {
        stoppedBy[cellIndex] = 'precision';
        return false;
      }
      return nextChunk[cellIndex] < chunksInCap;
    });
  }
}

function* mapTasks<T, U>(source: Iterable<T>, f: (t: T) => U): Generator<U> {
  for (const t of source) yield f(t);
}
