import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, startRedis } from '../bench/redisServer.js';
import { encodeCounters } from '../src/cluster/chunkCodec.js';
import { signJob } from '../src/cluster/signing.js';
import { CHECKPOINT_PREFIX } from '../src/results/runCheckpoint.js';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';
import { type GruntlabProcess, startGruntlab } from '../testing/cluster/gruntlabProcess.js';

// The findings of the cluster's security audit (project issue 32, items 1 and 7), each tried again as written.
const ONE_CELL = join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-cluster-security-'));
const gruntlab = gruntlabIn(work);
const key = randomBytes(32);
const keyFile = join(work, 'cluster.key');
writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600 });
const until = async (ready: () => boolean | Promise<boolean>, timeoutMs = 60_000) => {
  for (const started = Date.now(); !(await ready()); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
  }
};
const hasCheckpointLine = (folder: string) => {
  const dir = join(work, folder);
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.startsWith(CHECKPOINT_PREFIX)) : undefined;
  return file !== undefined && readFileSync(join(dir, file), 'utf8').includes('\n');
};

let redis: OwnRedis;
let client: Redis;
const running: GruntlabProcess[] = [];
const started = (p: GruntlabProcess) => (running.push(p), p);
const KEYED = ['--key-file', keyFile];
const worker = (url = redis.url) =>
  started(startGruntlab(work, ['worker', url, '--threads', '1', '--stalled-after', '2', ...KEYED]));
const coordinator = (out: string) =>
  started(startGruntlab(work, ['run', ONE_CELL, '--trials', '1e6', '--out', out, '--cluster', redis.url, ...KEYED]));
/** The queue of the one run going on, once its coordinator has announced it and queued its first job. */
const runQueue = async () => {
  let queue: string | undefined;
  await until(async () => {
    queue = (await client.smembers('gruntlab:runs'))[0];
    return queue !== undefined && (await client.exists(`gruntlab:${queue}:0-0-4`)) === 1;
  });
  return queue!;
};

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});
afterEach(async () => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await client.flushall();
});
afterAll(async () => {
  client.disconnect();
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the cluster runs only built-in resolutions and signed work', () => {
  it('without a key, worker and run --cluster refuse to start and say how to make one', async () => {
    const env = { ...process.env, GRUNTLAB_CLUSTER_KEY_FILE: '', GRUNTLAB_CLUSTER_KEY: '' };
    const bare = startGruntlab(work, ['worker', redis.url], undefined, env);
    const run = startGruntlab(work, ['run', ONE_CELL, '--out', 'nokey', '--cluster', redis.url], undefined, env);
    expect([await bare.exited, await run.exited]).toEqual([2, 2]);
    const howTo = /needs its shared key.*openssl rand -hex 32 > ~\/.config\/gruntlab\/cluster.key.*--key-file/;
    for (const p of [bare, run]) expect(p.stderr()).toMatch(howTo);
  });

  it('a job whose request carries a module URL is refused, signed or not: the module never runs', async () => {
    const w = worker();
    await w.waitFor(/waiting for runs/);
    const build = /gruntlab (\S+ \(build \w+\)); waiting/.exec(w.stderr())![1];
    // A run of this build, announced as a coordinator does, and jobs written to its queue by hand.
    const queue = 'evil-0000000000000000';
    const marker = join(work, 'module-ran');
    const request = { system: 'stargrunt2', resolve: 'fire', cell: {}, seed: 1, stream: 0, trials: 1000 };
    const write = `writeFileSync(${JSON.stringify(marker)},'code from Redis ran')`;
    const url = `data:text/javascript,import{writeFileSync}from'node:fs';${write};export default{}`;
    const module = { kind: 'resolve', path: './x.ts', shown: 'x.ts', source: '/x.ts', url, sha256: '0' };
    const withModule = serialize([{ ...request, module }]).toString('base64');
    const plain = serialize([request]).toString('base64');
    const signed = (jobId: string, requests: string, by = key) => {
      return { requests, build, signature: signJob(by, { queue, jobId, build, requests }) };
    };
    const jobs = {
      'signed-module': signed('signed-module', withModule),
      'unsigned-module': { requests: withModule, build },
      unsigned: { requests: plain, build },
      'other-key': signed('other-key', plain, randomBytes(32)),
      // A job signed for another position of its run, copied here.
      replayed: signed('elsewhere', plain),
    };
    const bull = new Queue(queue, { connection: { host: '127.0.0.1', port: redis.port }, prefix: 'gruntlab' });
    for (const [jobId, data] of Object.entries(jobs)) await bull.add('chunks', data, { jobId, attempts: 3 });
    await client.hset(`gruntlab:run:${queue}`, { label: 'evil', build });
    await client.sadd('gruntlab:runs', queue);
    await client.publish('gruntlab:runs-changed', queue);
    await until(async () => (await bull.getFailedCount()) === 5);
    const failed: Record<string, Job> = Object.fromEntries((await bull.getFailed()).map((job) => [job.id, job]));
    await bull.close();
    expect(existsSync(marker)).toBe(false);
    expect(failed['signed-module'].failedReason).toMatch(/job signed-module of run evil: request 1 names a module/);
    expect(failed['unsigned-module'].failedReason).toMatch(/refused job unsigned-module of run evil: it is not signed/);
    expect(failed.unsigned.failedReason).toMatch(/it is not signed/);
    expect(failed['other-key'].failedReason).toMatch(/its signature does not match/);
    expect(failed.replayed.failedReason).toMatch(/its signature does not match/);
    // Each failed once, never retried; each refusal reported for the run's coordinator and on the worker's screen.
    for (const job of Object.values(failed)) expect(job.attemptsMade).toBe(1);
    expect(await client.lrange(`gruntlab:run:${queue}:refusals`, 0, -1)).toHaveLength(5);
    expect(w.stderr().match(/refused job/g)).toHaveLength(5);
  }, 60_000);

  it('junk job data fails its job once, reported, and the coordinator ends with a clear error', async () => {
    const run = coordinator('junk');
    const queue = await runQueue();
    await client.hset(`gruntlab:${queue}:0-0-4`, 'data', 'not json {');
    const w = worker();
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/job 0-0-4 \(cell-chunk-count\) could not be done: worker .* refused job 0-0-4/);
    expect(run.stderr()).toMatch(/of run fire-regulars-vs-treeline: its data cannot be read \(.*JSON/);
    expect(w.stderr().match(/refused job 0-0-4/g)).toHaveLength(1);
    expect(w.stderr()).not.toMatch(/retrying|stopped answering/);
  }, 60_000);

  it('a forged result (wrong signature) is refused: the coordinator ends with a clear error', async () => {
    const run = coordinator('forged');
    const queue = await runQueue();
    // Whoever can write to Redis can answer a job: here with counts of its own and a made-up signature.
    const forged = { counters: encodeCounters(new Float64Array(120)), signature: 'ab'.repeat(32) };
    const connection = { host: '127.0.0.1', port: redis.port };
    const forger = new Worker(queue, async () => forged, { connection, prefix: 'gruntlab' });
    try {
      expect(await run.exited).toBe(1);
    } finally {
      await forger.close();
    }
    expect(run.stderr()).toMatch(/job 0-0-4 \(cell-chunk-count\) could not be done: its result's signature does not/);
    expect(existsSync(join(work, 'forged', 'results.json'))).toBe(false);
  }, 60_000);
});

describe('the cluster gets through Redis going away', () => {
  it('a worker takes work again after Redis restarts without its data; the run gives the local results', async () => {
    const own = await startRedis();
    let restarted: OwnRedis | undefined;
    try {
      const w = worker(own.url);
      await w.waitFor(/waiting for runs/);
      // --json: the results document on stdout, no charts to draw (the checkpoint is still kept in --out).
      const common = [ONE_CELL, '--trials', '6e6', '--seed', '4', '--json', '--out', 'restart'];
      const run = started(startGruntlab(work, ['run', ...common, '--cluster', own.url, ...KEYED]));
      await until(() => hasCheckpointLine('restart'));
      await own.stop();
      restarted = await startRedis({ port: own.port });
      expect(await run.exited).toBe(0);
      expect(run.stderr()).toMatch(/lost this run's entries \(restarted without its data\): announcing the run again/);
      const local = await gruntlab('run', ...common);
      expect(local.code).toBe(0);
      expect(run.stdout()).toBe(local.stdout);
      // And the next run too.
      const next = await gruntlab(
        'run',
        ONE_CELL,
        '--trials',
        '1e6',
        '--json',
        '--out',
        'next',
        '--cluster',
        own.url,
        ...KEYED,
      );
      expect(next.code).toBe(0);
      expect(JSON.parse(next.stdout).cells[0].trials).toBe(1_000_000);
    } finally {
      await restarted?.stop();
      await own.stop();
    }
  }, 120_000);

  it('a worker whose Redis has gone stops within seconds on SIGTERM and on SIGINT', async () => {
    const own = await startRedis();
    const [a, b] = [worker(own.url), worker(own.url)];
    await Promise.all([a.waitFor(/waiting for runs/), b.waitFor(/waiting for runs/)]);
    await own.stop();
    await Promise.all([a.waitFor(/trouble with Redis/), b.waitFor(/trouble with Redis/)]);
    const asked = Date.now();
    a.child.kill('SIGTERM');
    b.child.kill('SIGINT');
    expect([await a.exited, await b.exited]).toEqual([0, 0]);
    expect(Date.now() - asked).toBeLessThan(5000);
    expect(a.stderr()).toMatch(/Redis cannot be reached: stopping now/);
  }, 30_000);
});
