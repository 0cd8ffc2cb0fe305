/**
 * Where a run keeps the chunks it has finished, so that an interrupted run can go on from them (`run --resume`):
 * `finished` gives an earlier run's counters of a chunk (undefined: the chunk must run), `save` records each chunk
 * as it finishes. Chunks are independent and their counts add up exactly, so a resumed run gives the same results.
 */
export interface ChunkCheckpoint {
  finished(cellIndex: number, chunkIndex: number): Float64Array | undefined;
  save(cellIndex: number, chunkIndex: number, counters: Float64Array): void;
}
