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
  workerRefused: (message: string) => `gruntlab: ${message}`,
  refusal: (who: string, label: string, theirs: string, ours: string) =>
    `${who} takes no jobs of run ${label}: the run was started by gruntlab ${theirs}, this worker is gruntlab ${ours}. Results of different builds are never mixed: install the same gruntlab (and house rules) on every machine.`,
  jobOfOtherBuild: (theirs: string, ours: string) =>
    `it belongs to a run of gruntlab ${theirs}; this worker is gruntlab ${ours}`,
  workerStarted: (shown: string, threads: number, build: string) =>
    `gruntlab worker: connected to ${shown}, ${threads} thread(s), gruntlab ${build}; waiting for runs (Ctrl-C to stop after the chunks in hand)`,
  takingRun: (label: string) => `gruntlab worker: taking chunks of run ${label}`,
  tookOver: (jobId: string) =>
    `gruntlab worker: job ${jobId} was left by a worker that stopped answering; it goes to the next free worker`,
  runEnded: (label: string, chunks: number) => `gruntlab worker: run ${label} ended; ${chunks} chunk(s) done here`,
  stopping:
    'gruntlab worker: stopping after the chunks in hand (Ctrl-C again to stop now; those chunks then go to other workers)',
  noKey:
    'the cluster needs its shared key, which signs every job and result (docs/cluster.md, "Security"): make one with ' +
    '"mkdir -p ~/.config/gruntlab && (umask 077; openssl rand -hex 32 > ~/.config/gruntlab/cluster.key)", copy it ' +
    'to every machine of the cluster (mode 0600) and give it with --key-file ~/.config/gruntlab/cluster.key, or set ' +
    'GRUNTLAB_CLUSTER_KEY_FILE to its path (or GRUNTLAB_CLUSTER_KEY to the key itself)',
  keyFileOpen: (file: string) =>
    `the cluster key ${file} may be read or written by its group or others, and whoever reads it can hand every ` +
    `worker jobs: make it yours alone with "chmod 600 ${file}"`,
  keyUnreadable: (where: string, why: string) => `cannot read the cluster key (${where}): ${why}`,
  badKey: (where: string, digits: number) =>
    `the cluster key (${where}) is not one: expected at least ${digits} hex digits (an even number), ` +
    'as "openssl rand -hex 32" prints',
  requestsNotAList: 'its requests are not a list of chunk requests',
  requestCount: (count: number, most: number) => `it holds ${count} chunk request(s); a job holds 1 to ${most}`,
  badRequest: (index: number, why: string) => `request ${index} ${why}`,
  requestNotAnObject: 'is not a plain object',
  requestNamesModule:
    'names a module (house rules or a resolution of its own): a cluster runs built-in resolutions only, ' +
    'and a worker never imports code a job names',
  requestSteps:
    'has steps that are not house rules in the dice language ({ step: { rolls: [[name, text]…], result, reads } })',
  requestKey: (key: string, valid: string[]) =>
    `has the key "${key.slice(0, 80)}"; a request has only ${valid.join(', ')}`,
  requestKeyMissing: (key: string) => `has no "${key}"`,
  requestResolution: (system: string, resolve: string) =>
    `names "${system}" "${resolve}", which is no resolution of this gruntlab`,
  requestNumber: (what: string, value: unknown, most: number) =>
    `has ${what} ${typeof value === 'number' ? value : typeof value}; ` +
    `expected a whole number from ${what === 'trials' ? 1 : 0} to ${most}`,
  cellTooBig: (most: number) => `has a cell of more than ${most} values`,
  cellStringTooLong: (most: number) => `has a cell with a text of more than ${most} characters`,
  cellTooDeep: (most: number) => `has a cell nested more than ${most} deep`,
  cellNotPlain: (kind: string) =>
    `has a cell holding ${kind}; a cell is plain data: numbers, strings, booleans, null, arrays and plain objects`,
  moduleNotCarried: 'a chunk request with a module cannot go to a cluster: it runs built-in resolutions only',
  jobUndecodable: (why: string) => `its data cannot be read (${why})`,
  jobMalformed: 'its data is not a gruntlab job (requests, build and signature)',
  jobTooBig: (most: number) => `its requests are longer than ${most} characters`,
  jobUnsigned:
    'it is not signed: jobs come only from a coordinator with the cluster key ' +
    '(was it started by an older gruntlab, or written to Redis by hand?)',
  jobWronglySigned:
    'its signature does not match: it was made with another key, changed in Redis, or moved from another run ' +
    'or position (give the coordinator and this worker the same --key-file)',
  resultMalformed: 'its result is not the counters of its chunks',
  resultUnsigned: 'its result is not signed: results come only from a worker with the cluster key',
  resultWronglySigned:
    "its result's signature does not match: it was made with another key, changed in Redis, or is another job's " +
    '(give the coordinator and every worker the same --key-file)',
  jobRefused: (who: string, jobId: string, label: string, why: string) =>
    `${who} refused job ${jobId} of run ${label}: ${why}`,
  chunkNotDone: (jobId: string, why: string) => `job ${jobId} (cell-chunk-count) could not be done: ${why}`,
  stoppingNow: 'gruntlab worker: Redis cannot be reached: stopping now (the chunks in hand go to other workers)',
  runRestored: (shown: string, jobs: number) =>
    `gruntlab: Redis at ${shown} lost this run's entries (restarted without its data): ` +
    `announcing the run again, ${jobs} job(s) in flight added again`,
  redisTrouble: (shown: string, why: string) => `gruntlab: trouble with Redis at ${shown}: ${why} (retrying)`,
} as const;
