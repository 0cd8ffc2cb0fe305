import { availableParallelism } from 'node:os';
import { createStream } from '../src/dice/streams.js';
import { counterLength } from '../src/core/CounterLayout.js';
import { simulate } from '../src/engine/simulate.js';
import fire from '../src/systems/stargrunt2/fire/fireDefinition.js';
import fireKernel from '../src/systems/stargrunt2/fire/fireKernel.js';
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
  const rawRate = median(Array.from({ length: repeats }, () => rate(RAW, time(() => rawDraws(RAW, 8)))));
  console.log(`gruntlab benchmark — Node ${process.version}, ${cores} cores, medians of ${repeats} runs`);
  console.log(`raw generator (xoshiro128** → die face): ${fmt(rawRate)} draws\n`);
  const rows: string[][] = [];
  for (const [name, input] of Object.entries(SCENARIOS)) {
    const cell = normalizedCell(fire, { system: 'stargrunt2', resolve: 'fire', ...input });
    const layout = fireKernel.layout(cell);
    const plain = createPlainFire(cell);
    const PLAIN_TRIALS = 300_000;
    const plainRate = median(
      Array.from({ length: repeats }, () => rate(PLAIN_TRIALS, time(() => { for (let i = 0; i < PLAIN_TRIALS; i++) plain.resolve(); }))),
    );
    const drawsPerResolution = plain.draws / (PLAIN_TRIALS * repeats);
    const kernel = fireKernel.create(cell);
    const counters = new Float64Array(counterLength(layout));
    const TRIALS = 2_000_000;
    kernel.run(createStream(1, 0).s, TRIALS / 10, counters);
    const oneThread = median(
      Array.from({ length: repeats }, (_, i) => rate(TRIALS, time(() => kernel.run(createStream(1, i).s, TRIALS, counters)))),
    );
    // Enough trials for ~2 s on the pool, so that starting the pool is a small part of the time.
    const POOL_TRIALS = Math.ceil((oneThread * cores * 1.5) / 1e6) * 1e6;
    const poolRateWith = async (workers: number) => {
      const rates: number[] = [];
      for (let i = 0; i < Math.max(3, Math.ceil(repeats / 2)); i++) {
        const t = performance.now();
        await simulate([{ system: 'stargrunt2', resolve: 'fire', cell, layout }], { trials: POOL_TRIALS, seed: i + 1, workers });
        rates.push(rate(POOL_TRIALS, performance.now() - t));
      }
      return median(rates);
    };
    const poolOne = await poolRateWith(1);
    const poolRate = await poolRateWith(cores);
    const bound = rawRate / drawsPerResolution;
    rows.push([
      name,
      drawsPerResolution.toFixed(2),
      fmt(oneThread),
      `${(bound / oneThread).toFixed(2)}×`,
      fmt(poolOne),
      fmt(poolRate),
      `${(poolRate / oneThread).toFixed(2)}×`,
      `${(poolRate / poolOne).toFixed(2)}×`,
      fmt(plainRate),
      `${(oneThread / plainRate).toFixed(1)}×`,
    ]);
  }
  const header = [
    'scenario', 'draws/res', '1 thread', 'bound/1 thread', 'pool (1)', `pool (${cores})`, 'pool/1 thread', `pool ${cores}/1`, 'plain', '1 thread/plain',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('\nbound/1 thread: how far one thread is from the raw generator bound (draws per resolution × draw rate); aim ≤ 3×.');
  console.log('pool/1 thread: speed-up of the worker pool over the kernel on the main thread; aim ≥ 1.8× on 2 cores.');
  console.log(`pool ${cores}/1: the same pool with ${cores} workers against 1 worker (how the pool itself scales).`);
  console.log('1 thread/plain: kernel over the plain Math.random implementation; aim > 10×.');
}

await main();
