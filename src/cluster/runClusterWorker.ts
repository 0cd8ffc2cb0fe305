import { hostname } from 'node:os';
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { ChunkRunner } from '../engine/ChunkRunner.js';
import { buildFingerprint } from './buildFingerprint.js';
import { decodeRequests, encodeCounters } from './chunkCodec.js';
import type { ChunkJobData } from './ClusterRunner.js';
import { clusterKeys, PREFIX } from './clusterKeys.js';
import { clusterMessages } from './messages.js';
import type { RedisTarget } from './redisTarget.js';

export interface ClusterWorkerOptions {
  target: RedisTarget;
  /** Connection options checked by connectRedis. */
  connection: RedisOptions;
  /** Threads of this machine's pool. */
  threads: number;
  /** How long a job may go without its worker's word before another worker takes it over (a worker that died). */
  stalledAfterSeconds: number;
  /** Where the worker says what it does. */
  log: (line: string) => void;
}

/** How often the worker renews its heartbeat and looks for runs (besides when told of one). */
const WATCH_MS = 1000;

/**
 * `gruntlab worker`: takes the chunks of every run announced in Redis whose build is this one's and runs them on
 * this machine's thread pool; refuses, with a message its coordinator prints, the runs of another build. Workers
 * may join and leave at any time: a job left by a worker that died is taken over once `stalledAfterSeconds` pass.
 * Resolves with a function that stops it after the chunks in hand.
 */
export async function runClusterWorker(options: ClusterWorkerOptions): Promise<{ stop: () => Promise<void>; stopped: Promise<void> }> {
  const { connection, target, log } = options;
  const build = buildFingerprint();
  const me = `worker ${hostname()} (pid ${process.pid})`;
  const redis = new Redis(connection);
  redis.on('error', (error: Error) => log(clusterMessages.redisTrouble(target.shown, error.message)));
  const pool = new ChunkRunner(options.threads);
  const workers = new Map<string, { worker: Worker<ChunkJobData, string>; label: string; done: number }>();
  const refused = new Set<string>();
  let stopping = false;
  let resolveStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));

  const runJob = async (job: { data: ChunkJobData }, entry: { done: number }): Promise<string> => {
    if (job.data.build !== build) throw new UnrecoverableError(clusterMessages.jobOfOtherBuild(job.data.build, build));
    // The job's chunks side by side on the pool; their counters one after another, in the job's order.
    const results = await Promise.all(decodeRequests(job.data.requests).map((request) => pool.runOne(request)));
    const all = new Float64Array(results.reduce((n, r) => n + r.length, 0));
    results.reduce((at, r) => (all.set(r, at), at + r.length), 0);
    entry.done += results.length;
    return encodeCounters(all);
  };

  const takeRun = async (queue: string) => {
    const run = await redis.hgetall(clusterKeys.run(queue));
    const label = run.label ?? queue;
    if (run.build !== build) {
      refused.add(queue);
      const message = clusterMessages.refusal(me, label, run.build ?? 'of an unknown build', build);
      log(`gruntlab: ${message}`);
      await redis.rpush(clusterKeys.refusals(queue), message);
      return;
    }
    const entry = { label, done: 0, worker: undefined as unknown as Worker<ChunkJobData, string> };
    entry.worker = new Worker<ChunkJobData, string>(queue, (job) => runJob(job, entry), {
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

  const watch = async () => {
    await redis.zadd(clusterKeys.workers, Date.now() + 3 * WATCH_MS, me);
    await redis.zremrangebyscore(clusterKeys.workers, '-inf', Date.now());
    const runs = new Set(await redis.smembers(clusterKeys.runs));
    for (const [queue, entry] of workers) {
      if (runs.has(queue)) continue;
      workers.delete(queue);
      await entry.worker.close();
      log(clusterMessages.runEnded(entry.label, entry.done));
    }
    for (const queue of refused) if (!runs.has(queue)) refused.delete(queue);
    for (const queue of runs) if (!workers.has(queue) && !refused.has(queue) && !stopping) await takeRun(queue);
  };

  // One look at a time, in order: a run is never taken twice.
  let watching = Promise.resolve();
  const look = () => {
    watching = watching.then(watch).catch((error: Error) => log(clusterMessages.redisTrouble(target.shown, error.message)));
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
    await watching;
    // close() waits for the jobs in hand to finish, so none is left for the stalled-job check to hand on.
    await Promise.allSettled([...workers.values()].map((entry) => entry.worker.close()));
    await redis.zrem(clusterKeys.workers, me).catch(() => {});
    redis.disconnect();
    news.disconnect();
    await pool.destroy();
    resolveStopped();
  };
  return { stop, stopped };
}
