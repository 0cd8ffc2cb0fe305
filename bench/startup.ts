import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../src/packageRoot.js';

/**
 * `npm run bench:startup`: how long each command takes to start, beside bare `node -e 0` — medians of repeated
 * runs, wall time, each in a fresh process. `run … --json` of a one-cell scenario with a thousand trials is the time
 * to the first chunk's results and back (pool start, one chunk, the document printed): an upper bound of "run to
 * its first chunk". `validate` checks a 20-cell sweep.
 */
const root = packageRoot();
const bin = join(root, 'bin', 'gruntlab.js');
const scenario = join(root, 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');
const oneCell = join(root, 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const repeats = Number(process.env.BENCH_REPEATS ?? 9);

const CASES: Array<[string, string[], number?]> = [
  ['node -e 0', ['-e', '0']],
  ['gruntlab --version', [bin, '--version'], 0.15],
  ['gruntlab --help', [bin, '--help'], 0.15],
  ['gruntlab validate FILE', [bin, 'validate', scenario], 0.4],
  ['gruntlab run FILE --json (first chunk)', [bin, 'run', oneCell, '--json', '--trials', '1000'], 0.5],
];

function seconds(args: string[]): number {
  const t = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return (performance.now() - t) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const bare = median(Array.from({ length: repeats }, () => seconds(['-e', '0'])));
console.log(`gruntlab start-up — Node ${process.version}, medians of ${repeats} runs (wall)`);
for (const [name, args, aim] of CASES) {
  const s = median(Array.from({ length: repeats }, () => seconds(args)));
  const against = name === 'node -e 0' ? '' : `  +${((s - bare) * 1000).toFixed(0)} ms over bare node`;
  const goal =
    aim === undefined
      ? ''
      : name.includes('version') || name.includes('help')
        ? `  (aim: within ${aim * 1000} ms of bare node)`
        : `  (aim: under ${aim} s)`;
  console.log(`${name.padEnd(40)} ${s.toFixed(3)} s${against}${goal}`);
}
