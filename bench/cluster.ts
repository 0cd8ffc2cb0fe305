import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK_TRIALS } from '../src/engine/planChunks.js';
import { packageRoot } from '../src/packageRoot.js';
import { startRedis } from './redisServer.js';

/**
 * `npm run bench:cluster`: a cluster run against a local run of the same scenario on this machine — a redis-server
 * of its own, one `gruntlab worker` with a thread per core, the coordinator beside it — as medians of alternating
 * runs (wall time, whole commands, start-up included). Prints chunks per second through the queue and the
 * cluster's overhead (aim: under 5% at 10⁸ trials), and checks that both runs give the same cells.
 * BENCH_TRIALS (default 1e8) and BENCH_REPEATS (default 3) change the size.
 */
const root = packageRoot();
const bin = join(root, 'bin', 'gruntlab.js');
const scenario = join(root, 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const trials = Number(process.env.BENCH_TRIALS ?? 1e8);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const threads = availableParallelism();

// The cluster's shared key, for the worker and the coordinator (both find it in the environment).
const keyFolder = mkdtempSync(join(tmpdir(), 'gruntlab-bench-key-'));
process.env.GRUNTLAB_CLUSTER_KEY_FILE = join(keyFolder, 'cluster.key');
writeFileSync(process.env.GRUNTLAB_CLUSTER_KEY_FILE, randomBytes(32).toString('hex'), { mode: 0o600 });
const redis = await startRedis();
const worker = spawn(process.execPath, [bin, 'worker', redis.url, '--threads', String(threads)], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
let workerSaid = '';
worker.stderr.on('data', (d) => (workerSaid += d));
while (!workerSaid.includes('waiting for runs')) await new Promise((r) => setTimeout(r, 50));

function timed(extra: string[]): { seconds: number; cells: string } {
  const t = performance.now();
  const result = spawnSync(
    process.execPath,
    [bin, 'run', scenario, '--trials', String(trials), '--seed', '1', '--json', ...extra],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  if (result.status !== 0) throw new Error(`gruntlab run ${extra.join(' ')} failed: ${result.stderr}`);
  return { seconds: (performance.now() - t) / 1000, cells: JSON.stringify(JSON.parse(result.stdout).cells) };
}

const local: number[] = [];
const cluster: number[] = [];
let identical = true;
try {
  for (let i = 0; i < repeats; i++) {
    const a = timed([]);
    const b = timed(['--cluster', redis.url]);
    local.push(a.seconds);
    cluster.push(b.seconds);
    identical &&= a.cells === b.cells;
  }
} finally {
  worker.kill('SIGKILL');
  await redis.stop();
  rmSync(keyFolder, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const chunks = Math.ceil(trials / CHUNK_TRIALS);
const [l, c] = [median(local), median(cluster)];
console.log(
  `gruntlab cluster — ${trials.toExponential(0)} trials of ${scenario.split('/').pop()}, one worker of ${threads} thread(s) on this machine, medians of ${repeats} (wall)`,
);
console.log(`local run                ${l.toFixed(2)} s`);
console.log(
  `cluster run              ${c.toFixed(2)} s   ${(chunks / c).toFixed(0)} chunks/s through the queue (${chunks} chunks of ${CHUNK_TRIALS.toLocaleString('en')} trials, 4 per job)`,
);
console.log(`cluster overhead         ${(((c - l) / l) * 100).toFixed(1)}%   (aim: under 5%)`);
console.log(`results identical        ${identical ? 'yes' : 'NO'}`);
if (!identical) process.exitCode = 1;
