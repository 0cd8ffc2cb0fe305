/**
 * Trials per chunk. Fixed (never derived from the worker count or timing) so that a seed gives the
 * same chunks, the same streams and so byte-identical results with any number of workers. At the
 * kernels' speed this is 10 ms or more of work: enough to amortise a task's round trip.
 */
export const CHUNK_TRIALS = 250_000;

interface ChunkTask {
  cellIndex: number;
  /** Index of the chunk within its cell. */
  chunkIndex: number;
  trials: number;
}

/**
 * Trials in chunk `chunkIndex` of a cell that runs `trials` in all (0 past the end).
 * @example chunkSize(1, 150_000, 100_000) // 50000
 */
export function chunkSize(chunkIndex: number, trials: number, chunkTrials = CHUNK_TRIALS): number {
  return Math.max(0, Math.min(chunkTrials, trials - chunkIndex * chunkTrials));
}

/**
 * The random stream of a chunk: the chunk index within the cell, offset by the cell's stream group
 * (its compare label). Cells of one label share streams along a sweep (common random numbers keep
 * the curves smooth), while compare labels get independent streams, so the intervals of their
 * differences are honest.
 * @example streamIndex(1, 5) // 4294967301
 */
export function streamIndex(streamGroup: number, chunkIndex: number): number {
  return streamGroup * 2 ** 32 + chunkIndex;
}

/**
 * The chunks of a run with a fixed trial count, generated lazily (10⁹ trials are thousands of chunks
 * per cell) chunk-major, so every cell progresses together.
 * @example [...planChunks(2, 150_000, 100_000)].length // 4: two chunks (100 000 + 50 000) for each of 2 cells
 */
export function* planChunks(cellCount: number, trials: number, chunkTrials = CHUNK_TRIALS): Generator<ChunkTask> {
  const chunks = Math.ceil(trials / chunkTrials);
  for (let chunkIndex = 0; chunkIndex < chunks; chunkIndex++) {
    const size = chunkSize(chunkIndex, trials, chunkTrials);
    for (let cellIndex = 0; cellIndex < cellCount; cellIndex++) yield { cellIndex, chunkIndex, trials: size };
  }
}

/**
 * Chunks per round when running to a precision target: 1, 1, 2, 4, 8 … then 32 at a time. Fixed, so
 * the stopping point depends on the seed only; growing, so that many workers are kept busy once it is
 * clear a cell needs many trials.
 * @example [0, 1, 2, 3, 4, 9].map(precisionRoundChunks) // [1, 1, 2, 4, 8, 32]
 */
export function precisionRoundChunks(round: number): number {
  return round === 0 ? 1 : Math.min(32, 2 ** (round - 1));
}
