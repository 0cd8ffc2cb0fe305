import { move } from 'piscina';
import { runChunk, type ChunkRequest } from './runChunk.js';

/** Piscina task: one chunk; the counters go back as a transferred buffer, not a copy. */
export default function work(request: ChunkRequest): Float64Array {
  return move(runChunk(request)) as Float64Array;
}
