/**
 * A chunk of a cell could not be run: its worker threw or died (out of memory, a crash in start-up). Carries
 * the index of the cell, so that the run can say which cell it was, instead of a worker's stack trace.
 *
 * @example new ChunkFailedError(2, 'Worker terminated').cellIndex // 2
 */
export class ChunkFailedError extends Error {
  readonly cellIndex: number;
  readonly reason: string;

  constructor(cellIndex: number, reason: string) {
    super(`a worker failed while running cell ${cellIndex + 1}: ${reason}`);
    this.name = 'ChunkFailedError';
    this.cellIndex = cellIndex;
    this.reason = reason;
  }
}
