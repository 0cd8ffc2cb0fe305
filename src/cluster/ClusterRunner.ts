import { Queue, QueueEvents } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { CellChunkRequest, ChunkExecutor } from '../engine/ChunkExecutor.js';
import { ChunkFailedError } from '../engine/ChunkFailedError.js';
import { buildFingerprint } from './buildFingerprint.js';
import { clusterKeys, PREFIX } from './clusterKeys.js';
import { type ChunkJobData, signedJobData } from './jobData.js';
import { type ChunkJobResult, openJobResult } from './jobResult.js';
import { clusterMessages } from './messages.js';
import type { RedisTarget } from './redisTarget.js';

interface ClusterRunnerOptions {
  target: RedisTarget;
  /** Connection options checked by connectRedis. */
  connection: RedisOptions;
  /** The cluster's shared key: signs each job; a result counts only when signed with it. */
  key: Buffer;
  /** The run's queue: named for the run's identity, so that a restarted coordinator finds the same queue. */
  queue: string;
  /** What workers call the run in their messages (the scenario's name). */
  label: string;
  /** Go on from the chunks the queue holds (an interrupted coordinator's); otherwise the queue starts empty. */
  resume: boolean;
  /** Where notices go (workers refusing the run, none connected); nothing with --quiet. */
  notify: (line: string) => void;
}

/** Jobs queued and not yet merged, at most: enough to keep many machines busy, few enough that an abandoned run leaves little behind. */
const IN_FLIGHT = 512;
/**
 * Chunks per job, at most: a job's chunks run side by side on its worker's threads, and four of them (a million
 * trials) make a job long enough that the queue's own work per job (a few milliseconds) stays near 1% of it.
 */
const CHUNKS_PER_JOB = 4;
/** A job that fails this many times (its worker threw) stops the run; a job a worker refuses fails at once. */
const ATTEMPTS = 3;
/** After this long with no chunk back and no worker alive, say how to start one. */
const WAITING_NOTICE_MS = 5000;

/**
 * The coordinator's side of a cluster run: runs simulate's chunks as BullMQ jobs on the run's queue, for the
 * `gruntlab worker`s of any machine to take, and hands each chunk's counters to simulate once, whoever ran it and
 * however often (a job retried after its worker died completes once; a result is filed under its job id, the
 * cell and chunk). Streams and chunks are the local run's, so results are byte-identical to it. Jobs are signed with
 * the cluster's key and a result counts only when its signature matches (see jobData, jobResult). When Redis comes
 * back without the run's keys (restarted without its data), the run is announced again and its jobs in flight
 * added again, so that workers take them.
 */
export class ClusterRunner implements ChunkExecutor {
  private readonly merged = new Set<string>();
  /** The jobs added and not yet merged, by id: what to add again if Redis loses them. */
  private readonly inFlight = new Map<string, ChunkJobData>();
  private readonly build = buildFingerprint();
  private lastResult = Date.now();
  private refusalsSeen = 0;
  private toldWaiting = false;
  private readonly watch: NodeJS.Timeout;
  private telling: Promise<void> | undefined;
  private ended = false;

  private constructor(
    private readonly options: ClusterRunnerOptions,
    private readonly redis: Redis,
    private readonly queue: Queue<ChunkJobData, ChunkJobResult>,
    private readonly events: QueueEvents,
  ) {
    // One look at a time: while Redis is away its commands wait, and looks must not pile up behind them.
    this.watch = setInterval(() => {
      this.telling ??= this.tellNews()
        .catch(() => {})
        .finally(() => (this.telling = undefined));
    }, 1000);
  }

  /** Opens the run's queue and announces the run to the workers (which find it in Redis). */
  static async start(options: ClusterRunnerOptions): Promise<ClusterRunner> {
    const { connection, queue: name } = options;
    const redis = new Redis(connection);
    const queue = new Queue<ChunkJobData, ChunkJobResult>(name, { connection, prefix: PREFIX });
    const events = new QueueEvents(name, { connection, prefix: PREFIX });
    // Each job waited on listens on both (see Job.waitUntilFinished): up to IN_FLIGHT listeners, by design.
    queue.setMaxListeners(0);
    events.setMaxListeners(0);
    const trouble = (error: Error) => options.notify(clusterMessages.redisTrouble(options.target.shown, error.message));
    redis.on('error', trouble);
    queue.on('error', trouble);
    events.on('error', trouble);
    if (!options.resume) {
      await queue.obliterate({ force: true });
      await redis.del(clusterKeys.refusals(name));
    }
    await announce(redis, name, options.label);
    await events.waitUntilReady();
    return new ClusterRunner(options, redis, queue, events);
  }

  async run<T extends CellChunkRequest>(
    requests: Iterable<T>,
    onResult: (request: T, counters: Float64Array) => void,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let failure: unknown;
    const send = async (chunks: T[]) => {
      const tracked: Promise<void> = this.runJob(chunks, onResult)
        .catch((error: unknown) => {
          const why = error instanceof Error ? error.message : String(error);
          const reason = clusterMessages.chunkNotDone(jobIdOf(chunks), why);
          failure ??= new ChunkFailedError(chunks[0].cellIndex, reason);
        })
        .finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    };
    // Consecutive chunks of a cell go as one job; requests come chunk-major, so each cell fills its own job.
    const filling = new Map<number, T[]>();
    for (const request of requests) {
      let chunks = filling.get(request.cellIndex);
      if (chunks && chunks[chunks.length - 1].chunkIndex + 1 !== request.chunkIndex) {
        filling.delete(request.cellIndex);
        await send(chunks);
        chunks = undefined;
      }
      if (!chunks) filling.set(request.cellIndex, (chunks = []));
      chunks.push(request);
      if (chunks.length === CHUNKS_PER_JOB) {
        filling.delete(request.cellIndex);
        await send(chunks);
      }
      if (failure) break;
    }
    if (!failure) for (const chunks of filling.values()) await send(chunks);
    await Promise.all(inFlight);
    if (failure) throw failure;
  }

  /** One job: its chunks' requests go to a worker, their counters come back one after another, signed. */
  private async runJob<T extends CellChunkRequest>(
    chunks: T[],
    onResult: (request: T, counters: Float64Array) => void,
  ): Promise<void> {
    const jobId = jobIdOf(chunks);
    const place = { queue: this.options.queue, jobId };
    const data = signedJobData(this.options.key, place, this.build, chunks);
    this.inFlight.set(jobId, data);
    try {
      // A job of this id that is already there (a resumed run's, finished or not) is kept as it is.
      const job = await this.addJob(jobId, data);
      const result = await job.waitUntilFinished(this.events);
      if (this.merged.has(jobId)) return;
      const counters = openJobResult(this.options.key, place, result, chunks.length);
      this.merged.add(jobId);
      this.lastResult = Date.now();
      chunks.forEach((request, i) => onResult(request, counters[i]));
    } finally {
      this.inFlight.delete(jobId);
    }
    // Merged (and in the checkpoint): Redis need not keep it.
    await this.queue.remove(jobId).catch(() => {});
  }

  private addJob(jobId: string, data: ChunkJobData) {
    const options = { jobId, attempts: ATTEMPTS, removeOnComplete: false, removeOnFail: false };
    return this.queue.add('chunks', data, options);
  }

  /**
   * Redis restarted without its data (the run's entry is gone while the run goes on): announce the run again and
   * add again every job in flight that Redis no longer holds. The jobs are the same, so the results are too.
   */
  private async restoreLostRun(): Promise<void> {
    const name = this.options.queue;
    if (this.ended || (await this.redis.exists(clusterKeys.run(name))) === 1) return;
    this.options.notify(clusterMessages.runRestored(this.options.target.shown, this.inFlight.size));
    this.refusalsSeen = 0;
    for (const [jobId, data] of this.inFlight) {
      // A job whose stored fields do not even parse is there: the worker refuses it, and the run ends.
      const there = await this.queue.getJob(jobId).catch(() => true);
      if (!there) await this.addJob(jobId, data);
    }
    await announce(this.redis, name, this.options.label);
  }

  /**
   * Puts back a run Redis lost, prints what the workers said (refusals) and, when nothing comes back and no worker
   * is alive, how to start one.
   */
  private async tellNews(): Promise<void> {
    await this.restoreLostRun();
    const refusals = await this.redis.lrange(clusterKeys.refusals(this.options.queue), this.refusalsSeen, -1);
    this.refusalsSeen += refusals.length;
    for (const refusal of refusals) this.options.notify(clusterMessages.workerRefused(refusal));
    if (!this.toldWaiting && this.merged.size === 0 && Date.now() - this.lastResult > WAITING_NOTICE_MS) {
      const alive = await this.redis.zcount(clusterKeys.workers, Date.now(), '+inf');
      if (alive === 0) {
        this.toldWaiting = true;
        this.options.notify(
          clusterMessages.waitingForWorkers(this.options.target.shown, this.options.target.forWorkers),
        );
      }
    }
  }

  /** The run is over: its queue and its entries leave Redis, and the workers let it go. */
  async destroy(): Promise<void> {
    clearInterval(this.watch);
    this.ended = true;
    await this.telling;
    const name = this.options.queue;
    try {
      await this.redis.srem(clusterKeys.runs, name);
      await this.redis.publish(clusterKeys.runsChanged, name);
      await this.redis.del(clusterKeys.run(name), clusterKeys.refusals(name));
      await this.queue.obliterate({ force: true });
    } finally {
      await Promise.allSettled([this.events.close(), this.queue.close()]);
      this.redis.disconnect();
    }
  }
}

/** A job's id: its first chunk's cell and index and its number of chunks (CELL-CHUNK-COUNT). */
const jobIdOf = (chunks: CellChunkRequest[]) => `${chunks[0].cellIndex}-${chunks[0].chunkIndex}-${chunks.length}`;

/** Tells the workers of a run: its entry (label and build), the set of runs, and the channel they listen on. */
async function announce(redis: Redis, queue: string, label: string): Promise<void> {
  await redis.hset(clusterKeys.run(queue), { label, build: buildFingerprint() });
  await redis.sadd(clusterKeys.runs, queue);
  await redis.publish(clusterKeys.runsChanged, queue);
}
