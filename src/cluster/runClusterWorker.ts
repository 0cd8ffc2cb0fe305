import { hostname } from 'node:os';
import { UnrecoverableError } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { ChunkRunner } from '../engine/ChunkRunner.js';
import { buildFingerprint } from './buildFingerprint.js';
import { clusterKeys, PREFIX } from './clusterKeys.js';
import { JobRefusedError, openJobData } from './jobData.js';
import { type ChunkJobResult, signedJobResult } from './jobResult.js';
import { clusterMessages } from './messages.js';
import type { RedisTarget } from './redisTarget.js';
import { TolerantWorker } from './TolerantWorker.js';

interface ClusterWorkerOptions {
  target: RedisTarget;
  /** Connection options checked by connectRedis. */
  connection: RedisOptions;
  /** The cluster's shared key: a job runs only when signed with it, and results are signed with it. */
  key: Buffer;
  /** Threads of this machine's pool. */
  threads: number;
  /** How long a job may go without its worker's word before another worker takes it over (a worker that died). */
  stalledAfterSeconds: number;
  /** Where the worker says what it does. */
  log: (line: string) => void;
}

/** How often the worker renews its heartbeat and looks for runs (besides when told of one). */
const WATCH_MS = 1000;
/** How often a stopping worker looks whether Redis is still there (if not, it stops at once). */
const STOP_CHECK_MS = 250;

interface RunEntry {
  worker: TolerantWorker<ChunkJobResult>;
  label: string;
  done: number;
}

/**
 * `gruntlab worker`: takes the chunks of every run announced in Redis whose build is this one's and runs them on
 * this machine's thread pool; refuses, with a message its coordinator prints, the runs of another build, and each
 * job that is not signed with the cluster key or whose requests are not built-in plain data (see openJobData): such
 * a job fails once, never retried. Workers may join and leave at any time: a job left by a worker that died is taken
 * over once `stalledAfterSeconds` pass. A run that vanishes from Redis (a restart that lost its data) is let go,
 * and taken again when its coordinator announces it anew. Resolves with a function that stops it after the chunks
 * in hand — or at once when Redis cannot be reached, since nothing done then could be handed back.
 */
export async function runClusterWorker(
  options: ClusterWorkerOptions,
): Promise<{ stop: () => Promise<void>; stopped: Promise<void> }> {
  const { connection, target, log, key } = options;
  const build = buildFingerprint();
  const me = `worker ${hostname()} (pid ${process.pid})`;
  const redis = new Redis(connection);
  redis.on('error', (error: Error) => log(clusterMessages.redisTrouble(target.shown, error.message)));
  const pool = new ChunkRunner(options.threads);
  const workers = new Map<string, RunEntry>();
  /** Runs let go whose workers are still finishing their jobs in hand. */
  const lettingGo = new Set<RunEntry>();
  const refused = new Set<string>();
  let stopping = false;
  let resolveStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));

  const refuse = async (queue: string, message: string) => {
    log(`gruntlab: ${message}`);
    await redis.rpush(clusterKeys.refusals(queue), message);
  };

  const runJob = async (queue: string, job: { id?: string; data: unknown }, entry: RunEntry) => {
    const place = { queue, jobId: job.id ?? '' };
    let requests;
    try {
      requests = openJobData(key, place, build, job.data);
    } catch (error) {
      if (!(error instanceof JobRefusedError)) throw error;
      const message = clusterMessages.jobRefused(me, place.jobId, entry.label, error.message);
      await refuse(queue, message).catch(() => {});
      // Failed once, never tried again: no worker of this cluster would run it.
      throw new UnrecoverableError(message);
    }
    // The job's chunks side by side on the pool; their counters one after another, in the job's order.
    const results = await Promise.all(requests.map((request) => pool.runOne(request)));
    const all = new Float64Array(results.reduce((n, r) => n + r.length, 0));
    results.reduce((at, r) => (all.set(r, at), at + r.length), 0);
    entry.done += results.length;
    return signedJobResult(key, place, all);
  };

  const takeRun = async (queue: string) => {
    const run = await redis.hgetall(clusterKeys.run(queue));
    const label = run.label ?? queue;
    if (run.build !== build) {
      refused.add(queue);
      await refuse(queue, clusterMessages.refusal(me, label, run.build ?? 'of an unknown build', build));
      return;
    }
    const entry = { label, done: 0 } as RunEntry;
    entry.worker = new TolerantWorker<ChunkJobResult>(queue, (job) => runJob(queue, job, entry), {
      connection,
      prefix: PREFIX,
      // A few chunks per thread in hand (a job holds up to four), so that a thread never waits on Redis between chunks.
      concurrency: options.threads * 2,
      lockDuration: options.stalledAfterSeconds * 1000,
      stalledInterval: Math.max(500, (options.stalledAfterSeconds * 1000) / 2),
      // A job is taken over however often its workers die; only a job that throws fails (after its attempts).
      maxStalledCount: Number.MAX_SAFE_INTEGER,
    });
    entry.worker.on('stalled', (jobId) => log(clusterMessages.tookOver(jobId)));
    entry.worker.on('error', (error: Error) => log(clusterMessages.redisTrouble(target.shown, error.message)));
    workers.set(queue, entry);
    log(clusterMessages.takingRun(label));
  };

  /** Lets a run go: its worker finishes its jobs in hand in the background, so that looking for runs never waits. */
  const letGo = (queue: string, entry: RunEntry) => {
    workers.delete(queue);
    lettingGo.add(entry);
    void entry.worker
      .close()
      .catch(() => {})
      .then(() => log(clusterMessages.runEnded(entry.label, entry.done)))
      .finally(() => lettingGo.delete(entry));
  };

  const watch = async () => {
    await redis.zadd(clusterKeys.workers, Date.now() + 3 * WATCH_MS, me);
    await redis.zremrangebyscore(clusterKeys.workers, '-inf', Date.now());
    const runs = new Set(await redis.smembers(clusterKeys.runs));
    for (const [queue, entry] of workers) if (!runs.has(queue)) letGo(queue, entry);
    for (const queue of refused) if (!runs.has(queue)) refused.delete(queue);
    for (const queue of runs) if (!workers.has(queue) && !refused.has(queue) && !stopping) await takeRun(queue);
  };

  // One look at a time, in order: a run is never taken twice.
  let watching = Promise.resolve();
  const look = () => {
    watching = watching
      .then(watch)
      .catch((error: Error) => log(clusterMessages.redisTrouble(target.shown, error.message)));
  };
  const timer = setInterval(look, WATCH_MS);
  const news = new Redis(connection);
  news.on('error', () => {}); // its trouble is the main connection's, reported there
  news.on('message', look);
  await news.subscribe(clusterKeys.runsChanged);
  await watch();
  log(clusterMessages.workerStarted(target.shown, options.threads, build));

  const stop = async () => {
    if (stopping) return stopped;
    stopping = true;
    clearInterval(timer);
    // close() waits for the jobs in hand to finish, so none is left for the stalled-job check to hand on; but with
    // Redis gone their results cannot be handed back (nor the workers close), so then the worker stops at once.
    // Runs let go earlier are not waited for: a worker whose jobs Redis lost may never finish closing.
    const finished = Promise.allSettled([...workers.values()].map((entry) => entry.worker.close())).then(() => true);
    const redisGone = async () => {
      while (redis.status === 'ready') await pause(STOP_CHECK_MS);
      return false;
    };
    if (!(await Promise.race([finished, redisGone()]))) log(clusterMessages.stoppingNow);
    else await Promise.race([redis.zrem(clusterKeys.workers, me).catch(() => {}), pause(1000)]);
    redis.disconnect();
    news.disconnect();
    for (const entry of workers.values()) void entry.worker.close(true).catch(() => {});
    for (const entry of lettingGo) void entry.worker.close(true).catch(() => {});
    await pool.destroy();
    resolveStopped();
  };
  return { stop, stopped };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
