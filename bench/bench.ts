import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { stringify } from 'yaml';
import { counterLength } from '../src/core/CounterLayout.js';
import { createStream } from '../src/dice/streams.js';
import { ChunkRunner } from '../src/engine/ChunkRunner.js';
import { CHUNK_TRIALS } from '../src/engine/planChunks.js';
import { simulate } from '../src/engine/simulate.js';
import { packageRoot } from '../src/packageRoot.js';
import fire from '../src/systems/stargrunt2/fire/fireDefinition.js';
import fireKernel from '../src/systems/stargrunt2/fire/fireKernel.js';
import { buildCReference, runCReference } from './cReference.js';
import { normalizedCell } from './normalizedCell.js';
import { createPlainFire } from './plainFire.js';
import { rawDraws } from './rawGenerator.js';

/**
 * `npm run bench`: raw generator draws/s; fire resolutions/s on one thread, on all cores through the
 * pool, and through the plain implementation, for three scenarios; with the ratios. Figures are
 * medians of repeated runs measured in this one process.
 */
const SCENARIOS = {
  'small squad (4 rifles, open, 10")': {
    firer: { quality: 'green', troops: [{ count: 4, weapon: 'low-tech-assault-rifle' }] },
    target: { figures: 6, armour: 'basic' },
    range: 10,
  },
  'squad with support weapons': {
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'advanced-assault-rifle' },
        { count: 1, weapon: 'conventional-saw' },
        { count: 1, weapon: 'infantry-plasma-gun' },
      ],
    },
    target: { figures: 8, armour: 'partial-light', cover: 'soft' },
    range: 12,
  },
  'heavy fire, many potential hits': {
    firer: {
      quality: 'elite',
      troops: [
        { count: 6, weapon: 'gauss-rifle-gl' },
        { count: 2, weapon: 'gauss-saw' },
        { count: 2, weapon: 'automatic-grenade-launcher' },
        { count: 2, weapon: 'multiple-launcher-pack' },
      ],
    },
    target: { figures: 10, armour: 'partial-light' },
    range: 6,
  },
};

/**
 * The whole command, start-up, pool and output included (wall time, median of `repeats` fresh processes), against a
 * plain JS script doing the same trials on one thread (its measured rate plus bare node's start-up) at 2·10⁷ trials and
 * against the C anchor on one core at 10⁸.
 */
function wholeCommand(
  name: string,
  input: Record<string, unknown>,
  plainRate: number,
  cRate: number | undefined,
  repeats: number,
): void {
  const dir = mkdtempSync(join(tmpdir(), 'gruntlab-bench-'));
  const file = join(dir, 'scenario.yaml');
  writeFileSync(file, stringify({ system: 'stargrunt2', resolve: 'fire', title: name, seed: 1, ...input }));
  const bin = join(packageRoot(), 'bin', 'gruntlab.js');
  const wall = (args: string[]) => {
    const t = performance.now();
    const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (run.status !== 0) throw new Error(`${args.join(' ')}: ${run.stderr}`);
    return (performance.now() - t) / 1000;
  };
  const bare = median(Array.from({ length: repeats }, () => wall(['-e', '0'])));
  console.log(`\nwhole command (gruntlab run --json --monte-carlo, ${name}; wall, medians of ${repeats} runs):`);
  for (const trials of [2e7, 1e8]) {
    const seconds = median(
      Array.from({ length: repeats }, () =>
        wall([bin, 'run', file, '--json', '--monte-carlo', '--trials', String(trials)]),
      ),
    );
    const plain = bare + trials / plainRate;
    const c = cRate === undefined ? undefined : trials / cRate;
    const against =
      trials === 2e7
        ? `plain JS script ${plain.toFixed(2)} s (its rate + node start-up): ${(plain / seconds).toFixed(1)}× faster (aim ≥ 10×)`
        : c === undefined
          ? 'C anchor left out'
          : `C on one core ${c.toFixed(2)} s: ${(c / seconds).toFixed(2)}× (aim ≥ 1.0×)`;
    console.log(`  ${trials.toExponential(0).replace('e+', '·10^')} trials: ${seconds.toFixed(2)} s; ${against}`);
  }
}

/** The fire kernel's median rate inside a worker thread (bench/kernelInWorker.ts). */
function kernelInWorker(input: Record<string, unknown>, trials: number, repeats: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./kernelInWorker.js', import.meta.url), {
      workerData: { input, trials, repeats },
    });
    worker.once('message', (rate: number) => void worker.terminate().then(() => resolve(rate)));
    worker.once('error', reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rate = (n: number, ms: number) => (n / ms) * 1000;
const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M/s`;

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

async function main() {
  const cores = availableParallelism();
  const repeats = Number(process.env.BENCH_REPEATS ?? 5);
  const RAW = 50_000_000;
  rawDraws(RAW / 10, 8);
  const rawRate = median(
    Array.from({ length: repeats }, () =>
      rate(
        RAW,
        time(() => rawDraws(RAW, 8)),
      ),
    ),
  );
  console.log(`gruntlab benchmark — Node ${process.version}, ${cores} cores, medians of ${repeats} runs`);
  console.log(`raw generator (xoshiro128** → die face): ${fmt(rawRate)} draws`);
  const cBinary = buildCReference();
  console.log('');
  const rows: string[][] = [];
  const wholeCommandInputs: Array<{ name: string; input: Record<string, unknown>; plainRate: number; cRate?: number }> =
    [];
  for (const [name, input] of Object.entries(SCENARIOS)) {
    const cell = normalizedCell(fire, { system: 'stargrunt2', resolve: 'fire', ...input });
    const layout = fireKernel.layout(cell);
    const plain = createPlainFire(cell);
    const PLAIN_TRIALS = 300_000;
    const plainRate = median(
      Array.from({ length: repeats }, () =>
        rate(
          PLAIN_TRIALS,
          time(() => {
            for (let i = 0; i < PLAIN_TRIALS; i++) plain.resolve();
          }),
        ),
      ),
    );
    const drawsPerResolution = plain.draws / (PLAIN_TRIALS * repeats);
    const kernel = fireKernel.create(cell);
    const counters = new Float64Array(counterLength(layout));
    const TRIALS = 2_000_000;
    kernel.run(createStream(1, 0).s, TRIALS / 10, counters);
    const oneThread = median(
      Array.from({ length: repeats }, (_, i) =>
        rate(
          TRIALS,
          time(() => kernel.run(createStream(1, i).s, TRIALS, counters)),
        ),
      ),
    );
    const inWorker = await kernelInWorker(input, TRIALS, repeats);
    // About 1.5 s on the pool. The pool is started and every thread has run the kernel before timing: these columns are
    // the pool at work; its start-up is in the whole-command lines below.
    const POOL_TRIALS = Math.ceil((oneThread * cores * 1.5) / 1e6) * 1e6;
    const simulation = [{ system: 'stargrunt2', resolve: 'fire', cell, layout }];
    const poolRateWith = async (workers: number) => {
      const runner = new ChunkRunner(workers);
      try {
        await simulate(simulation, { trials: workers * 4 * CHUNK_TRIALS, seed: 99, runner });
        const rates: number[] = [];
        for (let i = 0; i < Math.max(3, Math.ceil(repeats / 2)); i++) {
          const t = performance.now();
          await simulate(simulation, { trials: POOL_TRIALS, seed: i + 1, runner });
          rates.push(rate(POOL_TRIALS, performance.now() - t));
        }
        return median(rates);
      } finally {
        await runner.destroy();
      }
    };
    const poolOne = await poolRateWith(1);
    const poolRate = await poolRateWith(cores);
    const bound = rawRate / drawsPerResolution;
    // The C anchor: the same procedure in C on one core (CPU time), for as many resolutions as the kernel's run.
    const cRate =
      cBinary === undefined
        ? undefined
        : median(Array.from({ length: repeats }, (_, i) => runCReference(cBinary, cell, TRIALS * 5, i + 1).rate));
    wholeCommandInputs.push({ name, input, plainRate, cRate });
    rows.push([
      name,
      drawsPerResolution.toFixed(2),
      fmt(oneThread),
      `${(bound / oneThread).toFixed(2)}×`,
      `${fmt(inWorker)} (${(inWorker / oneThread).toFixed(2)})`,
      fmt(poolOne),
      fmt(poolRate),
      `${(poolRate / oneThread).toFixed(2)}×`,
      `${(poolRate / poolOne).toFixed(2)}×`,
      fmt(plainRate),
      `${(oneThread / plainRate).toFixed(1)}×`,
      cRate === undefined ? '—' : fmt(cRate),
      cRate === undefined ? '—' : `${(oneThread / cRate).toFixed(2)}`,
      cRate === undefined ? '—' : `${(poolRate / cRate).toFixed(2)}`,
    ]);
  }
  const header = [
    'scenario',
    'draws/res',
    '1 thread',
    'bound/1 thread',
    'worker (/1 thread)',
    'pool (1)',
    `pool (${cores})`,
    'pool/1 thread',
    `pool ${cores}/1`,
    'plain',
    '1 thread/plain',
    'C (1 core)',
    '1 thread/C',
    `pool ${cores}/C`,
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    "\nbound/1 thread: how far one thread is from rolling every die at the raw generator's rate (draws/res: the dice one",
  );
  console.log(
    '  resolution rolls); aim ≤ 3×. The kernel draws whole steps from alias tables, 2-3 uniforms, so it can beat it (< 1×).',
  );
  console.log(
    "worker: the same kernel run the same way inside one worker thread, and its share of the main thread's rate;",
  );
  console.log(
    '  aim 0.95-1.05. pool (n): the pool at work, started and warmed before timing (messages and merging counters',
  );
  console.log('  included; its start-up is in the whole-command lines).');
  console.log('pool/1 thread: speed-up of the worker pool over the kernel on the main thread; aim ≥ 1.8× on 2 cores.');
  console.log(`pool ${cores}/1: the same pool with ${cores} workers against 1 worker (how the pool itself scales).`);
  console.log('1 thread/plain: kernel over the plain Math.random implementation; aim > 10×.');
  console.log('C (1 core): the same procedure in C (bench/c/fireReference.c, cc -O3, xoshiro128** inline), CPU time.');
  console.log(
    `1 thread/C: the kernel on one thread as a share of C on one core; aim ≥ 0.5. pool ${cores}/C: all cores against one C core.`,
  );
  const support = wholeCommandInputs.find((w) => w.name === 'squad with support weapons')!;
  wholeCommand(
    support.name,
    support.input,
    support.plainRate,
    support.cRate,
    Number(process.env.BENCH_COMMAND_REPEATS ?? 3),
  );
}

await main();
