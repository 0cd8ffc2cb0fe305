/**
 * `npm run fuzz -- [--cases N] [--seed S] [--jobs J] [--timeout SECONDS] [--trials T] [--keep DIR] [--spawn-every K]`:
 * the fuzzing harness. Makes N seeded mutations of the example scenarios (see mutateScenario), puts each through
 * `gruntlab validate` and, when accepted, `gruntlab run --trials T`, each under a time limit, and classifies how
 * each ended (see classifyOutcome). One case in every K (default 20; 1: all) runs the built `gruntlab` in its own
 * processes, the most faithful (real exit codes and stderr, 1.5-2 s a case); the others run the same commands'
 * functions in J long-lived child processes (CommandHostProcess), their runs with --no-png (the charts drawn as SVG,
 * not rasterised: the PNGs cost half a run's time; the cases in their own processes draw them). Every fifth case
 * is instead a mutation of a results.json written by a run of one of RESULTS_SEEDS (see mutateResults), put
 * through `gruntlab report`. Prints
 * the figures by class and every failing case (with its mutations and the end of its output), keeps the failing
 * files in --keep, and exits 1 when any case crashed, hung, printed a stack trace or gave an error that names no
 * file. Nightly size: --cases 10000.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CommandHostProcess } from './CommandHostProcess.js';
import { classifyOutcome, FAILING, type FuzzClass } from './classifyOutcome.js';
import { type CommandCall, commandLine } from './commandCall.js';
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
    'spawn-every': { type: 'string', default: '20' },
  },
});
const count = Number(values.cases);
const seed = Number(values.seed);
const jobs = Math.max(1, Number(values.jobs));
const timeoutMs = Number(values.timeout) * 1000;
const trials = Number(values.trials);
const spawnEvery = Math.max(1, Number(values['spawn-every']));
const work = mkdtempSync(join(tmpdir(), 'gruntlab-fuzz-'));
type Step = 'validate' | 'run' | 'report';
const figures: Record<Step, Partial<Record<FuzzClass, number>>> = { validate: {}, run: {}, report: {} };
const failures: string[] = [];
const examples = exampleScenarios(root);
let next = 0;
let done = 0;
let spawned = 0;

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
      const end = await runGruntlab(
        ['run', join(root, from), '--trials', values.trials!, '--workers', '1', '--quiet', '--out', out],
        timeoutMs,
        work,
      );
      if (end.code !== 0) throw new Error(`the results seed ${from} did not run: ${end.stderr}`);
      return { from, json: readFileSync(join(out, 'results.json'), 'utf8') };
    }),
  );
}

const started = performance.now();
const results = await resultsSeeds();

async function one(i: number, host: CommandHostProcess): Promise<void> {
  const c = fuzzCase(root, examples, seed, i, results);
  const file = c.kind === 'results' ? `case-${i}.json` : `case-${i}.yaml`;
  writeFileSync(join(work, file), c.bytes);
  const out = `out-${i}`;
  // One case of each block of spawnEvery, at a position that moves along: scenario and results cases alike.
  const ownProcess = i % spawnEvery === Math.floor(i / spawnEvery) % spawnEvery;
  const steps: CommandCall[] =
    c.kind === 'results'
      ? [{ command: 'report', file, out }]
      : [
          { command: 'validate', file },
          { command: 'run', file, trials, out, pngs: ownProcess },
        ];
  if (ownProcess) spawned++;
  for (const call of steps) {
    const step = call.command;
    const end = ownProcess ? await runGruntlab(commandLine(call), timeoutMs, work) : await host.call(call, timeoutMs);
    const kind = classifyOutcome(end, file);
    figures[step][kind] = (figures[step][kind] ?? 0) + 1;
    if (FAILING.has(kind)) {
      const where = `#${i} ${step}${ownProcess ? ' (own process)' : ''}`;
      const said = end.stderr.slice(-600).trim().replace(/\n/g, '\n    ');
      const made = `${c.from}: ${c.mutations.join('; ')}`;
      failures.push(`${where}: ${kind} (exit ${end.code ?? end.signal}) — ${made}\n    ${said}`);
      // Said at once too: a long run stopped early still shows what it found.
      process.stderr.write(`${failures.at(-1)}\n`);
      mkdirSync(values.keep!, { recursive: true });
      writeFileSync(join(values.keep!, `seed${seed}-${file}`), c.bytes);
    }
    if (kind !== 'ran') break;
  }
  rmSync(join(work, `out-${i}`), { recursive: true, force: true });
  const elapsed = Math.round((performance.now() - started) / 1000);
  if (++done % 100 === 0) process.stderr.write(`${done}/${count}, ${elapsed} s\n`);
}

await Promise.all(
  Array.from({ length: jobs }, async () => {
    const host = new CommandHostProcess(work);
    while (next < count) await one(next++, host);
    host.stop();
  }),
);
rmSync(work, { recursive: true, force: true });
const classes: FuzzClass[] = ['located error', 'ran', 'unlocated error', 'stack trace', 'crash', 'hang'];
const seconds = Math.round((performance.now() - started) / 1000);
const title = `${count} cases (${spawned} in own processes), seed ${seed}, ${seconds} s`;
process.stdout.write(`| ${title} | ${classes.join(' | ')} |\n| --- |${' --- |'.repeat(classes.length)}\n`);
for (const step of ['validate', 'run', 'report'] as const)
  process.stdout.write(`| ${step} | ${classes.map((k) => figures[step][k] ?? 0).join(' | ')} |\n`);
if (failures.length > 0) {
  process.stdout.write(`\n${failures.length} failing (files kept in ${values.keep}/):\n${failures.join('\n')}\n`);
  process.exitCode = 1;
}
