import { CHUNK_TRIALS } from '../engine/planChunks.js';

/**
 * What a job on the cluster's queue may hold, at most. The coordinator stays far inside these; a worker refuses a
 * job beyond them before it decodes or runs anything (see checkChunkRequests), so a job cannot tie a worker up.
 */
export const jobLimits = {
  /** Chunks per job: the coordinator sends up to 4 (see ClusterRunner). */
  requests: 16,
  /** Characters of a job's encoded requests (base64). */
  encodedRequests: 8 * 1024 * 1024,
  /** Characters of a job's encoded counters (base64). */
  encodedCounters: 64 * 1024 * 1024,
  /** Nesting of a cell's arrays and objects. */
  cellDepth: 32,
  /** Values in one cell (numbers, strings, arrays, objects … counted one each). */
  cellValues: 200_000,
  /** Characters of one string in a cell. */
  cellString: 10_000,
  /** House rules in the dice language in one request, and named rolls in one rule. */
  steps: 64,
  /** Trials of one chunk: the engine's chunk size. */
  trials: CHUNK_TRIALS,
} as const;
