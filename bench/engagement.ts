import { availableParallelism } from 'node:os';
import { counterLength, layoutOffsets } from '../src/core/CounterLayout.js';
import { createStream } from '../src/dice/streams.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../src/dice/uniformDraws.js';
import { simulate } from '../src/engine/simulate.js';
import { countEngagement } from '../src/systems/engagement/countEngagement.js';
import type { EngagementBase } from '../src/systems/engagement/EngagementBase.js';
import type { EngagementSystem } from '../src/systems/engagement/EngagementSystem.js';
import { playEngagement } from '../src/systems/engagement/playEngagement.js';
import { SampledGfDice } from '../src/systems/grunt-factor/engagement/GfDice.js';
import { gfEngagementState } from '../src/systems/grunt-factor/engagement/GfEngagementState.js';
import gfEngagement from '../src/systems/grunt-factor/engagement/gfEngagementDefinition.js';
import gfKernel from '../src/systems/grunt-factor/engagement/gfEngagementKernel.js';
import { gruntFactorEngagement } from '../src/systems/grunt-factor/engagement/gruntFactorEngagement.js';
import { SampledDice } from '../src/systems/stargrunt2/engagement/EngagementDice.js';
import { engagementState } from '../src/systems/stargrunt2/engagement/EngagementState.js';
import sg2Engagement from '../src/systems/stargrunt2/engagement/engagementDefinition.js';
import sg2Kernel from '../src/systems/stargrunt2/engagement/engagementKernel.js';
import { stargruntEngagement } from '../src/systems/stargrunt2/engagement/stargruntEngagement.js';
import { normalizedCell } from './normalizedCell.js';

/**
 * `npm run bench:engagement`: whole engagements per second — Stargrunt II, a Veteran fireteam of four against a
 * Regular squad of eight over six turns (scenarios/stargrunt2/engagement-veteran-team-vs-regular-squad.yaml), and
 * The Grunt Factor, eight Regulars against four Veterans with an LMG — on one thread (the kernel on the main thread)
 * and on the worker pool; uniforms drawn per engagement; a 10⁶-trial run's wall time; the heap after 10⁵ and 10⁶
 * trials on one thread (flat: nothing is allocated per trial). Medians of repeated runs in this one process.
 */
const SG2 = {
  system: 'stargrunt2',
  resolve: 'engagement',
  turns: 6,
  range: 36,
  sides: {
    a: {
      name: 'Veteran fireteam',
      units: {
        fireteam: {
          quality: 'veteran',
          leadership: 1,
          troops: [
            { count: 3, weapon: 'advanced-assault-rifle' },
            { count: 1, weapon: 'conventional-saw' },
          ],
          armour: 'partial-light',
          cover: 'soft',
          in_position: true,
          plan: 'hold-and-fire',
        },
      },
    },
    b: {
      name: 'Regular squad',
      units: {
        squad: {
          quality: 'regular',
          leadership: 2,
          troops: [
            { count: 7, weapon: 'advanced-assault-rifle' },
            { count: 1, weapon: 'conventional-saw' },
          ],
          armour: 'partial-light',
          plan: 'fire-and-advance',
        },
      },
    },
  },
};

const GF = {
  system: 'grunt-factor',
  resolve: 'engagement',
  turns: 6,
  range: 90,
  sides: {
    a: {
      squads: {
        team: {
          grade: 'veteran',
          troops: [
            { count: 3, weapon: 'assault-rifle' },
            { count: 1, weapon: 'lmg' },
          ],
          cover: '50-75',
          cover_material: 'hard',
          plan: 'hold-and-fire',
        },
      },
    },
    b: { squads: { squad: { grade: 'regular', troops: [{ count: 8, weapon: 'assault-rifle' }], plan: 'assault' } } },
  },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rate = (n: number, ms: number) => (n / ms) * 1000;
const thousands = (x: number) => `${(x / 1000).toFixed(1)} k/s`;

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** Uniforms generated per engagement (the ones a refill skips included), counted over `trials` engagements. */
function drawsPerEngagement<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: (draws: UniformDraws) => D,
  offsets: Int32Array,
  counters: Float64Array,
  trials: number,
): number {
  const draws = new UniformDraws(LARGE_BUFFER_SIZE);
  const rolls = dice(draws);
  draws.start(createStream(9, 0).s);
  let used = 0;
  for (let t = 0; t < trials; t++) {
    const before = draws.next;
    playEngagement(system, s, rolls);
    countEngagement(system, s, offsets, counters, 1);
    // A trial draws far fewer than a buffer: at most one refill between two trials.
    used += draws.next >= before ? draws.next - before : draws.values.length - before + draws.next;
  }
  return used / trials;
}

async function main() {
  const cores = availableParallelism();
  const repeats = Number(process.env.BENCH_REPEATS ?? 5);
  console.log(`gruntlab engagement benchmark — Node ${process.version}, ${cores} cores, medians of ${repeats} runs`);
  const cases = [
    {
      name: 'Stargrunt II: 4 Veterans vs 8 Regulars, 6 turns',
      cell: normalizedCell(sg2Engagement, SG2),
      kernel: sg2Kernel,
      draws: (cell: ReturnType<typeof normalizedCell>) => {
        const c = cell as Parameters<typeof engagementState>[0];
        return drawsPerEngagement(
          stargruntEngagement,
          engagementState(c),
          (d) => new SampledDice(d),
          Int32Array.from(layoutOffsets(sg2Kernel.layout(c))),
          new Float64Array(counterLength(sg2Kernel.layout(c))),
          20_000,
        );
      },
    },
    {
      name: 'The Grunt Factor: 8 Regulars vs 4 Veterans + LMG, 6 turns',
      cell: normalizedCell(gfEngagement, GF),
      kernel: gfKernel,
      draws: (cell: ReturnType<typeof normalizedCell>) => {
        const c = cell as Parameters<typeof gfEngagementState>[0];
        return drawsPerEngagement(
          gruntFactorEngagement,
          gfEngagementState(c),
          (d) => new SampledGfDice(d),
          Int32Array.from(layoutOffsets(gfKernel.layout(c))),
          new Float64Array(counterLength(gfKernel.layout(c))),
          20_000,
        );
      },
    },
  ] as const;
  const rows: string[][] = [];
  for (const { name, cell, kernel, draws } of cases) {
    const k = kernel as unknown as {
      layout(c: unknown): Parameters<typeof counterLength>[0];
      create(c: unknown): { run(s: Uint32Array, n: number, c: Float64Array): void };
    };
    const layout = k.layout(cell);
    const run = k.create(cell);
    const counters = new Float64Array(counterLength(layout));
    const TRIALS = 200_000;
    run.run(createStream(1, 0).s, TRIALS / 10, counters);
    const cpuStart = process.cpuUsage();
    const oneThread = median(
      Array.from({ length: repeats }, (_, i) =>
        rate(
          TRIALS,
          time(() => run.run(createStream(1, i + 1).s, TRIALS, counters)),
        ),
      ),
    );
    const cpu = process.cpuUsage(cpuStart);
    const cpuRate = (TRIALS * repeats) / ((cpu.user + cpu.system) / 1e6);
    const heap = (trials: number) => {
      run.run(createStream(2, 0).s, trials, counters);
      globalThis.gc?.();
      return process.memoryUsage().heapUsed / 2 ** 20;
    };
    const heap5 = heap(100_000);
    const heap6 = heap(1_000_000);
    const simulation = [
      { system: cell === cases[0].cell ? 'stargrunt2' : 'grunt-factor', resolve: 'engagement', cell, layout },
    ];
    const pool: number[] = [];
    let million = 0;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await simulate(simulation, { trials: 1_000_000, seed: i + 1, workers: cores });
      const ms = performance.now() - t;
      million = i === 0 ? ms : Math.min(million, ms);
      pool.push(rate(1_000_000, ms));
    }
    rows.push([
      name,
      draws(cell).toFixed(1),
      thousands(oneThread),
      thousands(cpuRate),
      thousands(median(pool)),
      `${(median(pool) / oneThread).toFixed(2)}×`,
      `${(million / 1000).toFixed(2)} s`,
      `${heap5.toFixed(1)} → ${heap6.toFixed(1)} MB`,
    ]);
  }
  const header = [
    'engagement',
    'draws/eng',
    '1 thread',
    '1 thread (CPU)',
    `pool (${cores})`,
    'pool/1 thread',
    '10⁶ trials',
    'heap 10⁵ → 10⁶',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    '\n1 thread: engagements per second of wall time on the main thread; (CPU): per second of CPU time, steadier on a shared machine.',
  );
  console.log(
    'Aim: ≥ 100 k engagements/s per core for the Stargrunt II two-squad six-turn case, and a 10⁶-trial run under 10 s on 2 cores.',
  );
}

await main();
