/**
 * What the cluster commands say (`run --cluster`, `worker`), in one place. A Redis URL is always shown without its
 * password (see redisTarget's `shown`).
 * @example clusterMessages.badUrl('http://x') // 'the Redis URL "http://x" is not one: …'
 */
export const clusterMessages = {
  badUrl: (url: string, why: string) =>
    `the Redis URL "${url}" is not one: ${why}; expected redis://[:PASSWORD@]HOST[:PORT][/DB] or rediss://… for TLS, e.g. redis://127.0.0.1:6379`,
  tlsCaWithoutTls: (file: string) => `--tls-ca ${file} is for a TLS connection: write the URL as rediss://…`,
  tlsCaUnreadable: (file: string, why: string) => `cannot read the TLS certificate authority ${file}: ${why}`,
  unreachable: (shown: string, why: string) => `cannot reach Redis at ${shown}: ${why}`,
  refusedPassword: (shown: string, why: string) =>
    `Redis at ${shown} refused the connection: ${why} (give the password in the URL: redis://:PASSWORD@HOST:PORT, or redis://USER:PASSWORD@… with an ACL user)`,
  waitingForWorkers: (shown: string, forWorkers: string) =>
    `gruntlab: no worker has taken a chunk yet and none is connected to ${shown}: start one on each machine with "gruntlab worker ${forWorkers}"`,
  workerRefused: (message: string) => `gruntlab: a worker refused this run: ${message}`,
  refusal: (who: string, label: string, theirs: string, ours: string) =>
    `${who} takes no jobs of run ${label}: the run was started by gruntlab ${theirs}, this worker is gruntlab ${ours}. Results of different builds are never mixed: install the same gruntlab (and house rules) on every machine.`,
  jobOfOtherBuild: (theirs: string, ours: string) => `this chunk belongs to a run of gruntlab ${theirs}; this worker is gruntlab ${ours}`,
  workerStarted: (shown: string, threads: number, build: string) =>
    `gruntlab worker: connected to ${shown}, ${threads} thread(s), gruntlab ${build}; waiting for runs (Ctrl-C to stop after the chunks in hand)`,
  takingRun: (label: string) => `gruntlab worker: taking chunks of run ${label}`,
  tookOver: (jobId: string) => `gruntlab worker: job ${jobId} was left by a worker that stopped answering; it goes to the next free worker`,
  runEnded: (label: string, chunks: number) => `gruntlab worker: run ${label} ended; ${chunks} chunk(s) done here`,
  stopping: 'gruntlab worker: stopping after the chunks in hand (Ctrl-C again to stop now; those chunks then go to other workers)',
  redisTrouble: (shown: string, why: string) => `gruntlab: trouble with Redis at ${shown}: ${why} (retrying)`,
} as const;
