import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, startRedis } from '../bench/redisServer.js';
import { CHECKPOINT_PREFIX } from '../src/results/runCheckpoint.js';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';
import { type GruntlabProcess, startGruntlab } from '../testing/cluster/gruntlabProcess.js';

const ROOT = join(import.meta.dirname, '..');
const SWEEP = join(ROOT, 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');
const ONE_CELL = join(ROOT, 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const NATURAL_20 = join(ROOT, 'scenarios', 'house-rules', 'natural-20-fails.yaml');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-cluster-'));
const gruntlab = gruntlabIn(work);
// The cluster's shared key, which every command started here finds in its environment.
process.env.GRUNTLAB_CLUSTER_KEY_FILE = join(work, 'cluster.key');
writeFileSync(process.env.GRUNTLAB_CLUSTER_KEY_FILE, randomBytes(32).toString('hex'), { mode: 0o600 });
const cells = (folder: string) => JSON.parse(readFileSync(join(work, folder, 'results.json'), 'utf8')).cells;
const hasCheckpointLine = (folder: string) => {
  const dir = join(work, folder);
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.startsWith(CHECKPOINT_PREFIX)) : undefined;
  return file !== undefined && readFileSync(join(dir, file), 'utf8').includes('\n');
};
const until = async (ready: () => boolean, timeoutMs = 60_000) => {
  for (const started = Date.now(); !ready(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
  }
};

let redis: OwnRedis;
const running: GruntlabProcess[] = [];
/** A `gruntlab worker` on the test's Redis, with one thread and stalled jobs handed on after 2 s. */
const worker = (url = redis.url, bin?: string) => {
  const w = startGruntlab(work, ['worker', url, '--threads', '1', '--stalled-after', '2'], bin);
  running.push(w);
  return w;
};

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});
afterAll(async () => {
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('run --cluster with gruntlab workers on Redis', () => {
  it("gives the local run's results byte for byte, with two workers, for a fixed trial count and a precision target", async () => {
    const [a, b] = [worker(), worker()];
    await Promise.all([a.waitFor(/waiting for runs/), b.waitFor(/waiting for runs/)]);
    const common = [SWEEP, '--trials', '5e5', '--seed', '5', '-q', '--no-png'];
    expect((await gruntlab('run', ...common, '--out', 'local')).code).toBe(0);
    const cluster = await gruntlab('run', ...common, '--out', 'cluster', '--cluster', redis.url);
    expect(cluster.stderr).toBe('');
    expect(cluster.code).toBe(0);
    expect(readFileSync(join(work, 'cluster', 'results.json'), 'utf8')).toBe(
      readFileSync(join(work, 'local', 'results.json'), 'utf8'),
    );
    // Both workers took part.
    await a.waitFor(/run fire-aar-vs-gauss ended; [1-9]\d* chunk/);
    await b.waitFor(/run fire-aar-vs-gauss ended; [1-9]\d* chunk/);

    const precise = [ONE_CELL, '--precision', '0.0007', '--seed', '9', '-q', '--no-png'];
    expect((await gruntlab('run', ...precise, '--out', 'local-p')).code).toBe(0);
    expect((await gruntlab('run', ...precise, '--out', 'cluster-p', '--cluster', redis.url)).code).toBe(0);
    expect(cells('cluster-p')).toEqual(cells('local-p'));
    expect(cells('cluster-p')[0].trials).toBeGreaterThan(1_000_000); // several rounds
  }, 180_000);

  it("carries house rules in the dice language to the workers: the local run's results byte for byte", async () => {
    const w = worker();
    await w.waitFor(/waiting for runs/);
    const common = [NATURAL_20, '--monte-carlo', '--trials', '2e5', '--seed', '3', '-q', '--no-png'];
    expect((await gruntlab('run', ...common, '--out', 'local-rule')).code).toBe(0);
    expect((await gruntlab('run', ...common, '--out', 'cluster-rule', '--cluster', redis.url)).code).toBe(0);
    expect(readFileSync(join(work, 'cluster-rule', 'results.json'), 'utf8')).toBe(
      readFileSync(join(work, 'local-rule', 'results.json'), 'utf8'),
    );
    // The rule ran: at LD 20 a natural 20 still fails (the book passes every roll).
    const ld20 = cells('cluster-rule').find(
      (c: { label: string; params: Record<string, number> }) =>
        c.label === 'Natural 20 fails' && c.params['squad.ld'] === 20,
    );
    expect(ld20.outcomes.passed.p).toBeLessThan(0.96);
  }, 180_000);

  it('gives the same results when a worker is killed mid-run: another takes over the chunks it held', async () => {
    const [a, b] = [worker(), worker()];
    await Promise.all([a.waitFor(/waiting for runs/), b.waitFor(/waiting for runs/)]);
    const common = [ONE_CELL, '--trials', '4e7', '--seed', '6', '-q', '--no-png'];
    const local = gruntlab('run', ...common, '--out', 'local-k');
    const coordinator = startGruntlab(work, ['run', ...common, '--out', 'cluster-k', '--cluster', redis.url]);
    await until(() => hasCheckpointLine('cluster-k'));
    a.child.kill('SIGKILL');
    expect(await coordinator.exited).toBe(0);
    expect((await local).code).toBe(0);
    expect(cells('cluster-k')).toEqual(cells('local-k'));
    expect(b.stderr()).toMatch(/was left by a worker that stopped answering/);
  }, 180_000);

  it('a worker stopped with Ctrl-C finishes the chunks in hand and leaves; a coordinator with no worker says how to start one', async () => {
    const [a, b] = [worker(), worker()];
    await Promise.all([a.waitFor(/waiting for runs/), b.waitFor(/waiting for runs/)]);
    const common = [ONE_CELL, '--trials', '4e7', '--seed', '7', '-q', '--no-png'];
    const coordinator = startGruntlab(work, ['run', ...common, '--out', 'cluster-s', '--cluster', redis.url]);
    await until(() => hasCheckpointLine('cluster-s'));
    a.child.kill('SIGINT');
    expect(await a.exited).toBe(0);
    expect(a.stderr()).toMatch(/stopping after the chunks in hand/);
    expect(await coordinator.exited).toBe(0);
    expect((await gruntlab('run', ...common, '--out', 'local-s')).code).toBe(0);
    expect(cells('cluster-s')).toEqual(cells('local-s'));
    b.child.kill('SIGINT');
    expect(await b.exited).toBe(0);

    const alone = startGruntlab(work, ['run', ONE_CELL, '--trials', '1e6', '--out', 'alone', '--cluster', redis.url]);
    running.push(alone);
    await alone.waitFor(
      /no worker has taken a chunk yet and none is connected to redis:\/\/127.0.0.1:\d+: start one on each machine with "gruntlab worker redis:\/\/127.0.0.1:\d+"/,
    );
    worker();
    expect(await alone.exited).toBe(0);
  }, 180_000);

  it('goes on after the coordinator is stopped, with --resume, from the chunks finished before and meanwhile', async () => {
    const common = [
      ONE_CELL,
      '--trials',
      '4e7',
      '--seed',
      '8',
      '-q',
      '--no-png',
      '--out',
      'cluster-r',
      '--cluster',
      redis.url,
    ];
    const w = worker();
    await w.waitFor(/waiting for runs/);
    const first = startGruntlab(work, ['run', ...common]);
    await until(() => hasCheckpointLine('cluster-r'));
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(130);
    expect(first.stderr()).toMatch(/--resume/);
    const resumed = await gruntlab('run', ...common, '--resume');
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toMatch(/resuming: \d+ finished chunk\(s\)/);
    expect(
      (await gruntlab('run', ONE_CELL, '--trials', '4e7', '--seed', '8', '-q', '--no-png', '--out', 'local-r')).code,
    ).toBe(0);
    expect(cells('cluster-r')).toEqual(cells('local-r'));
    // Every chunk ran once: those the worker finished while no coordinator waited were taken from Redis, not run again.
    await w.waitFor(/run fire-regulars-vs-treeline ended; 160 chunk\(s\) done here/);
  }, 180_000);

  it('a worker of another build refuses the run, and the coordinator says so', async () => {
    // A copy of the package whose fire kernel differs by a comment: the same version, another build.
    const copy = join(work, 'other-build');
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    appendFileSync(join(copy, 'dist', 'src', 'dice', 'xoshiro128.js'), '\n// patched\n');
    const other = worker(redis.url, join(copy, 'bin', 'gruntlab.js'));
    await other.waitFor(/waiting for runs/);
    const coordinator = startGruntlab(work, [
      'run',
      ONE_CELL,
      '--trials',
      '2e6',
      '--out',
      'refused',
      '--cluster',
      redis.url,
    ]);
    await coordinator.waitFor(
      /gruntlab: worker .* takes no jobs of run fire-regulars-vs-treeline: the run was started by gruntlab \S+ \(build \w+\), this worker is gruntlab \S+ \(build \w+\)/,
    );
    expect(other.stderr()).toMatch(/takes no jobs of run fire-regulars-vs-treeline/);
    const right = worker();
    expect(await coordinator.exited).toBe(0);
    await right.waitFor(/run fire-regulars-vs-treeline ended; 8 chunk/);
  }, 180_000);
});

describe('connecting to Redis', () => {
  it('says what is wrong with a URL, an unreachable server and a refused password, and works with the password', async () => {
    const bad = await gruntlab('run', ONE_CELL, '--cluster', 'http://127.0.0.1:6379', '--out', 'x');
    expect(bad.stderr).toMatch(
      /the Redis URL "http:\/\/127.0.0.1:6379" is not one: the scheme is "http:"; expected redis:\/\//,
    );
    expect(bad.code).toBe(2);
    const stale = await startRedis();
    await stale.stop();
    const unreachable = await gruntlab('worker', stale.url);
    expect(unreachable.stderr).toMatch(
      new RegExp(`cannot reach Redis at redis://127.0.0.1:${stale.port}: .*ECONNREFUSED`),
    );
    expect(unreachable.code).toBe(2);

    const locked = await startRedis({ password: 's3cret' });
    try {
      const none = await gruntlab(
        'run',
        ONE_CELL,
        '--trials',
        '1e5',
        '--out',
        'pw',
        '--cluster',
        `redis://127.0.0.1:${locked.port}`,
      );
      expect(none.stderr).toMatch(/refused the connection: NOAUTH/);
      const wrong = await gruntlab('worker', `redis://:nope@127.0.0.1:${locked.port}`);
      expect(wrong.stderr).toMatch(/refused the connection: WRONGPASS/);
      expect(wrong.stderr).not.toMatch(/nope/);
      worker(locked.url);
      const right = await gruntlab(
        'run',
        ONE_CELL,
        '--trials',
        '1e6',
        '--seed',
        '2',
        '-q',
        '--no-png',
        '--out',
        'pw',
        '--cluster',
        locked.url,
      );
      expect(right.code).toBe(0);
      expect(
        (await gruntlab('run', ONE_CELL, '--trials', '1e6', '--seed', '2', '-q', '--no-png', '--out', 'pw-local')).code,
      ).toBe(0);
      expect(cells('pw')).toEqual(cells('pw-local'));
    } finally {
      await locked.stop();
    }
  }, 120_000);

  it('connects over TLS (rediss://) to a server with a self-signed certificate given by --tls-ca, and refuses it without', async () => {
    const certs = join(work, 'certs');
    mkdirSync(certs);
    const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: certs, stdio: 'ignore' });
    ssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '2',
      '-subj',
      '/CN=gruntlab test CA',
    );
    ssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
      '-subj',
      '/CN=127.0.0.1',
    );
    writeFileSync(join(certs, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
    ssl(
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '2',
      '-extfile',
      'san.ext',
    );
    const ca = join(certs, 'ca.crt');
    const tls = await startRedis({ tls: { cert: join(certs, 'server.crt'), key: join(certs, 'server.key'), ca } });
    try {
      const untrusted = await gruntlab('worker', tls.url);
      expect(untrusted.stderr).toMatch(/cannot reach Redis at rediss:\/\/127.0.0.1:\d+: .*self-signed certificate/);
      const plain = await gruntlab(
        'run',
        ONE_CELL,
        '--cluster',
        `redis://127.0.0.1:${tls.port}`,
        '--tls-ca',
        ca,
        '--out',
        'tls',
      );
      expect(plain.stderr).toMatch(/--tls-ca .* is for a TLS connection: write the URL as rediss:/);
      const w = startGruntlab(work, ['worker', tls.url, '--tls-ca', ca, '--threads', '1']);
      running.push(w);
      await w.waitFor(/connected to rediss:\/\/127.0.0.1:\d+/);
      const run = await gruntlab(
        'run',
        ONE_CELL,
        '--trials',
        '1e6',
        '--seed',
        '2',
        '-q',
        '--no-png',
        '--out',
        'tls',
        '--cluster',
        tls.url,
        '--tls-ca',
        ca,
      );
      expect(run.code).toBe(0);
      expect(
        (await gruntlab('run', ONE_CELL, '--trials', '1e6', '--seed', '2', '-q', '--no-png', '--out', 'tls-local'))
          .code,
      ).toBe(0);
      expect(cells('tls')).toEqual(cells('tls-local'));
    } finally {
      await tls.stop();
    }
  }, 60_000);
});
