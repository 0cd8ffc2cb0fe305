import { basename, extname, join } from 'node:path';
import { closestNames } from '../core/closestNames.js';
import { ReportedError } from '../core/ReportedError.js';
import type { ChunkExecutor } from '../engine/ChunkExecutor.js';
import type { ChunkRunner } from '../engine/ChunkRunner.js';
import type { RunTexts } from '../report/writeOutputs.js';
import { type RunIdentity, runCheckpoint, runKey } from '../results/runCheckpoint.js';
import { runScenario } from '../results/runScenario.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { cliMessages } from './messages.js';
import { progressBar } from './progressBar.js';
import type { RunFlags } from './RunFlags.js';

/** The writers (charts, rendering, reports) and the font's metrics, loaded only by a run that writes files. */
async function loadWriters() {
  const writers = await Promise.all([
    import('../charts/chartsFor.js'),
    import('../charts/sweepFirst.js'),
    import('../report/renderChartsAndPngs.js'),
    import('../report/writeOutputs.js'),
  ]);
  (await import('../render/measureText.js')).loadFontMetrics();
  return writers;
}

/** The most trials a cell may use to reach a --precision target when --trials does not say. */
export const PRECISION_TRIAL_CAP = 1e9;

/** The designer's modules a scenario runs (house rules, its own resolution), each once. */
function scenarioModules(scenario: LoadedScenario): ModuleRef[] {
  const all = [scenario.resolution, ...scenario.cells.map((c) => c.resolution)]
    .map((r) => r?.module)
    .filter((m): m is ModuleRef => m !== undefined);
  return all.filter((m, i) => all.findIndex((n) => n.sha256 === m.sha256 && n.path === m.path) === i);
}

/** Loads and runs the scenario on `runner` (the pool, already started; none for --exact and --cluster) and writes its outputs. */
export async function runAndWrite(
  path: string,
  shownPath: string,
  flags: RunFlags,
  runner: ChunkRunner | undefined,
): Promise<void> {
  // --cluster carries no module to its workers: a scenario that names one is refused before it compiles or runs.
  const refused = flags.cluster === undefined ? undefined : cliMessages.clusterRefusesModules;
  const modulePolicy = { allowModules: flags.allowModules, refused };
  const scenario = await loadScenarioFile(path, registry, { modules: modulePolicy });
  scenario.file = shownPath;
  if (flags.trials !== undefined) scenario.trials = flags.trials;
  else if (flags.precision !== undefined) scenario.trials = PRECISION_TRIAL_CAP;
  if (flags.seed !== undefined) scenario.seed = flags.seed;
  if (flags.trace !== undefined) printTraces(scenario, flags);
  if (flags.x !== undefined)
    checkXAxis(
      flags.x,
      scenario.sweep.map((a) => a.path),
    );
  if (flags.resume && flags.exact) throw new ReportedError(cliMessages.resumeExact);
  const modules = scenarioModules(scenario);
  const outDir = flags.out ?? join('reports', basename(path, extname(path)));
  // Every finished chunk goes into a checkpoint in the output folder, so that an interrupted run can --resume.
  // A changed module is a changed run: its graph's hash (every file it bundles) joins the scenario's text, so a
  // checkpoint of the old graph is not resumed.
  const identity: RunIdentity = {
    scenarioText: [scenario.text, ...modules.map((m) => `${m.path} ${m.sha256}`)].join('\n'),
    seed: scenario.seed,
    trials: scenario.trials,
    precision: flags.precision,
  };
  const checkpoint = flags.exact ? undefined : runCheckpoint(outDir, identity, flags.resume === true);
  if (checkpoint && flags.resume) process.stderr.write(`${cliMessages.resuming(checkpoint.resumed)}\n`);
  const started = Date.now();
  const cluster =
    flags.cluster === undefined ? undefined : await openCluster(flags, basename(path, extname(path)), identity);
  const progress = flags.quiet ? { update: undefined, finish: () => {} } : progressBar();
  // The writers load while the trials run on the workers (a --json run never needs them).
  const writers = flags.json ? undefined : loadWriters();
  writers?.catch(() => {}); // a failed import is reported where it is awaited, after the trials
  let doc: Awaited<ReturnType<typeof runScenario>>;
  try {
    doc = await runScenario(scenario, {
      exact: flags.exact,
      auto: chooseMethod(flags),
      precision: flags.precision,
      workers: flags.workers,
      runner: cluster ?? runner,
      onProgress: progress.update,
      checkpoint,
    });
  } finally {
    progress.finish();
    await cluster?.destroy();
  }
  const info = resolutionInfo(scenario.resolution, doc.quantity_labels);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
    checkpoint?.remove();
    return;
  }
  const [{ chartsFor }, { sweepFirst }, { renderChartsAndPngs }, { writeOutputs, runTexts }] = await writers!;
  const pngs = flags.png ?? doc.cells.length <= PNG_CELL_LIMIT;
  let texts: RunTexts | undefined;
  const charts = await renderChartsAndPngs(
    chartsFor(flags.x === undefined ? doc : sweepFirst(doc, flags.x), info),
    () => (texts = runTexts(doc, info)),
    pngs,
  );
  texts ??= runTexts(doc, info);
  // The report is written with the other files, all or nothing (see writeOutputs).
  const report =
    flags.report || flags.pdf ? { scenarioText: scenario.text, seconds: Number(seconds), pdf: flags.pdf } : undefined;
  const written = await writeOutputs(doc, info, outDir, { charts, report, texts, pngs });
  checkpoint?.remove();
  if (flags.quiet) return;
  process.stdout.write(`${texts.summary}\n`);
  process.stdout.write(`Ran in ${seconds} s. Wrote ${written.length} files to ${outDir}/\n`);
  if (!pngs && flags.png === undefined)
    process.stdout.write(`${cliMessages.pngsLeftOut(doc.cells.length, PNG_CELL_LIMIT)}\n`);
}

/**
 * The most cells a run draws PNGs for unless --png asks: a big sweep's charts are big (30 facets of lines), each PNG
 * costs more than its SVG (0.15-0.3 s of resvg), and the SVGs and the report show the same charts.
 */
const PNG_CELL_LIMIT = 100;

/**
 * Whether gruntlab picks the method: yes unless a flag asks for one — --exact or --monte-carlo, or what only Monte
 * Carlo has (--trials, --precision, --resume, --cluster).
 */
function chooseMethod(flags: RunFlags): boolean {
  if (flags.exact && flags.monteCarlo) throw new ReportedError(cliMessages.exactAndMonteCarlo);
  return (
    !flags.exact &&
    !flags.monteCarlo &&
    flags.trials === undefined &&
    flags.precision === undefined &&
    !flags.resume &&
    flags.cluster === undefined
  );
}

/** `--x PATH`: one of the scenario's swept paths, said before the run. */
function checkXAxis(path: string, swept: string[]): void {
  if (swept.includes(path)) return;
  throw new ReportedError(cliMessages.badXAxis(path, swept, closestNames(path, swept)));
}

/** `--cluster URL`: the run's queue on Redis (its modules load only here: BullMQ is not needed otherwise). */
async function openCluster(flags: RunFlags, label: string, identity: RunIdentity): Promise<ChunkExecutor> {
  const { openClusterRun } = await import('../cluster/openClusterRun.js');
  return openClusterRun({
    url: flags.cluster!,
    tlsCa: flags.tlsCa,
    keyFile: flags.keyFile,
    label,
    runKey: runKey(identity),
    resume: flags.resume === true,
    notify: flags.quiet ? () => {} : (line) => process.stderr.write(`\n${line}\n`),
  });
}

/** `--trace N`: N sampled trials of the first cell in words — on stdout, or on stderr with --json (stdout is the document). */
function printTraces(scenario: LoadedScenario, flags: RunFlags): void {
  const { definition, system, resolve } = scenario.resolution;
  if (!definition.trace) throw new ReportedError(cliMessages.noTrace(system, resolve));
  const traces = definition.trace(scenario.cells[0].normalized, scenario.seed, flags.trace ?? 0);
  (flags.json ? process.stderr : process.stdout).write(`${traces.join('\n\n')}\n\n`);
}
