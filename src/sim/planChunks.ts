/**
 * Trials per chunk. Fixed (never derived from the worker count or timing) so that a seed gives the
 * same chunks, the same streams and so byte-identical results with any number of workers. At the
 * kernels' speed this is ~10 ms or more of work: enough to amortise a task's round trip.
 */
export const CHUNK_TRIALS = 250_000;

export interface ChunkTask {
  cellIndex: number;
  /** Index of the chunk within its cell: the random stream is derived from (seed, chunkIndex). */
  chunkIndex: number;
  trials: number;
}

/**
 * The chunks of a run, generated lazily (10⁹ trials are 10⁴ chunks per cell) chunk-major, so every
 * cell progresses together.
 * @example [...planChunks(2, 150_000, 100_000)].length // 4: two chunks (100 000 + 50 000) for each of 2 cells
 */
export function* planChunks(cellCount: number, trials: number, chunkTrials = CHUNK_TRIALS): Generator<ChunkTask> {
  const chunks = Math.ceil(trials / chunkTrials);
  for (let chunkIndex = 0; chunkIndex < chunks; chunkIndex++) {
    const size = Math.min(chunkTrials, trials - chunkIndex * chunkTrials);
    for (let cellIndex = 0; cellIndex < cellCount; cellIndex++) yield { cellIndex, chunkIndex, trials: size };
  }
}
