/**
 * `npm run fuzz -- [--cases N] [--seed S] [--jobs J] [--timeout SECONDS] [--trials T] [--keep DIR]`: the fuzzing
 * harness. Makes N seeded mutations of the example scenarios (see mutateScenario), puts each through
 * `gruntlab validate` and, when accepted, `gruntlab run --trials T`, each in its own process under a time
 * limit, and classifies how each ended (see classifyOutcome). Every fifth case is instead a mutation of a
 * results.json written by a run of one of RESULTS_SEEDS (see mutateResults), put through `gruntlab report`. Prints
 * the figures by class and every failing case (with its mutations and the end of its output), keeps the failing
 * files in --keep, and exits 1 when any case crashed, hung, printed a stack trace or gave an error that names no
 * file. Nightly size: --cases 10000.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { classifyOutcome, FAILING, type FuzzClass } from './classifyOutcome.js';
import { exampleScenarios, fuzzCase, type ResultsSeed } from './fuzzCases.js';
import { runGruntlab } from './runGruntlab.js';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '2' },
    timeout: { type: 'string', default: '60' },
    trials: { type: 'string', default: '2000' },
    keep: { type: 'string', default: 'fuzz-failures' },
  },
});
const count = Number(values.cases);
const seed = Number(values.seed);
const jobs = Math.max(1, Number(values.jobs));
const timeoutMs = Number(values.timeout) * 1000;
const work = mkdtempSync(join(tmpdir(), 'gruntlab-fuzz-'));
type Step = 'validate' | 'run' | 'report';
const figures: Record<Step, Partial<Record<FuzzClass, number>>> = { validate: {}, run: {}, report: {} };
const failures: string[] = [];
const examples = exampleScenarios(root);
let next = 0;
let done = 0;

/** Examples whose results.json files seed the results cases: each system, a sweep with compare, distributions. */
const RESULTS_SEEDS = [
  'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml',
  'scenarios/man-to-man/morale-check-casualties.yaml',
  'scenarios/guns-n-grenades/duel-riflemen-vs-heavy.yaml',
  'scenarios/grunt-factor/panic-recovery-under-fire.yaml',
];

async function resultsSeeds(): Promise<ResultsSeed[]> {
  return Promise.all(
    RESULTS_SEEDS.map(async (from, k) => {
      const out = join(work, `seed-${k}`);
      const end = await runGruntlab(['run', join(root, from), '--trials', values.trials!, '--workers', '1', '--quiet', '--out', out], timeoutMs, work);
      if (end.code !== 0) throw new Error(`the results seed ${from} did not run: ${end.stderr}`);
      return { from, json: readFileSync(join(out, 'results.json'), 'utf8') };
    }),
  );
}

const started = performance.now();
const results = await resultsSeeds();

async function one(i: number): Promise<void> {
  const c = fuzzCase(root, examples, seed, i, results);
  const file = c.kind === 'results' ? `case-${i}.json` : `case-${i}.yaml`;
  writeFileSync(join(work, file), c.bytes);
  const steps: Array<[Step, string[]]> =
    c.kind === 'results'
      ? [['report', ['report', file, '--quiet', '--out', `out-${i}`]]]
      : [
          ['validate', ['validate', file]],
          ['run', ['run', file, '--trials', values.trials!, '--workers', '1', '--quiet', '--out', `out-${i}`]],
        ];
  for (const [step, args] of steps) {
    const end = await runGruntlab(args, timeoutMs, work);
    const kind = classifyOutcome(end, file);
    figures[step][kind] = (figures[step][kind] ?? 0) + 1;
    if (FAILING.has(kind)) {
      failures.push(`#${i} ${step}: ${kind} (exit ${end.code ?? end.signal}) — ${c.from}: ${c.mutations.join('; ')}\n    ${end.stderr.slice(-600).trim().replace(/\n/g, '\n    ')}`);
      mkdirSync(values.keep!, { recursive: true });
      writeFileSync(join(values.keep!, `seed${seed}-${file}`), c.bytes);
    }
    if (kind !== 'ran') break;
  }
  rmSync(join(work, `out-${i}`), { recursive: true, force: true });
  if (++done % 100 === 0) process.stderr.write(`${done}/${count}\n`);
}

await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < count) await one(next++);
  }),
);
rmSync(work, { recursive: true, force: true });
const classes: FuzzClass[] = ['located error', 'ran', 'unlocated error', 'stack trace', 'crash', 'hang'];
const seconds = Math.round((performance.now() - started) / 1000);
process.stdout.write(`| ${count} cases, seed ${seed}, ${seconds} s | ${classes.join(' | ')} |\n| --- |${' --- |'.repeat(classes.length)}\n`);
for (const step of ['validate', 'run', 'report'] as const) process.stdout.write(`| ${step} | ${classes.map((k) => figures[step][k] ?? 0).join(' | ')} |\n`);
if (failures.length > 0) {
  process.stdout.write(`\n${failures.length} failing (files kept in ${values.keep}/):\n${failures.join('\n')}\n`);
  process.exitCode = 1;
}
