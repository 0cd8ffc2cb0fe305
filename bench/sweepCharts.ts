import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { packageRoot } from '../src/packageRoot.js';

/**
 * `npm run bench:sweep`: a 480-cell fire sweep (16 ranges × 5 qualities × 3 covers × 2 squad sizes, 10⁵ trials a cell)
 * run with `--json` and with every file written (results, summary, 9 charts as SVG and Vega-Lite: a run this big draws
 * no PNGs unless --png asks), and with `--png` too: wall time, medians of fresh processes, and the ratios (aim: under 2×).
 */
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'gruntlab-sweep-'));
const file = join(dir, 'sweep480.yaml');
writeFileSync(
  file,
  stringify({
    system: 'stargrunt2',
    resolve: 'fire',
    title: '480-cell sweep',
    trials: 100_000,
    seed: 3,
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'advanced-assault-rifle' },
        { count: 1, weapon: 'conventional-saw' },
      ],
    },
    target: { figures: 8, armour: 'partial-light', cover: 'soft' },
    range: 12,
    sweep: {
      range: Array.from({ length: 16 }, (_, i) => 2 * (i + 1)),
      'firer.quality': ['untrained', 'green', 'regular', 'veteran', 'elite'],
      'target.cover': ['open', 'soft', 'hard'],
      'target.figures': [6, 8],
    },
  }),
);
const bin = join(packageRoot(), 'bin', 'gruntlab.js');
const wall = (args: string[]) => {
  const t = performance.now();
  const run = spawnSync(process.execPath, [bin, 'run', file, '--monte-carlo', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`run ${args.join(' ')}: ${run.stderr}`);
  return (performance.now() - t) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const json = median(Array.from({ length: repeats }, () => wall(['--json'])));
const files = median(Array.from({ length: repeats }, (_, i) => wall(['--out', join(dir, `out${i}`)])));
const withPngs = median(Array.from({ length: repeats }, (_, i) => wall(['--png', '--out', join(dir, `png${i}`)])));
console.log(
  `480-cell sweep, medians of ${repeats} runs (wall): --json ${json.toFixed(2)} s; writing every file ${files.toFixed(2)} s: ` +
    `${(files / json).toFixed(2)}× (aim: under 2×); with --png ${withPngs.toFixed(2)} s: ${(withPngs / json).toFixed(2)}×`,
);
rmSync(dir, { recursive: true, force: true });
