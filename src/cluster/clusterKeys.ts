/**
 * Where the cluster keeps its state in Redis, besides each run's BullMQ queue (whose keys start with the same prefix):
 * the runs going on, what each run needs of a worker, the workers' refusals, and the workers alive now.
 */
export const PREFIX = 'gruntlab';

export const clusterKeys = {
  /** Set: the queue names of the runs going on; workers watch it to find work. */
  runs: `${PREFIX}:runs`,
  /** Pub/sub channel: a run started or ended, so that workers look at once instead of at their next poll. */
  runsChanged: `${PREFIX}:runs-changed`,
  /** Hash: a run's label (its scenario's name) and the build its chunks need (see buildFingerprint). */
  run: (queue: string) => `${PREFIX}:run:${queue}`,
  /** List: why workers refused a run, for its coordinator to print. */
  refusals: (queue: string) => `${PREFIX}:run:${queue}:refusals`,
  /** Sorted set: each live worker, scored by when its heartbeat runs out (ms since the epoch). */
  workers: `${PREFIX}:workers`,
} as const;
