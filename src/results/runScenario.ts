import type { CounterLayout } from '../core/CounterLayout.js';
import { ExactIntractableError } from '../core/ExactIntractableError.js';
import { ReportedError } from '../core/ReportedError.js';
import type { ChunkCheckpoint } from '../engine/ChunkCheckpoint.js';
import type { ChunkExecutor } from '../engine/ChunkExecutor.js';
import { ChunkFailedError } from '../engine/ChunkFailedError.js';
import { simulate } from '../engine/simulate.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { summarizeCounters } from '../stats/summarizeCounters.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { LanguageSteps } from '../systems/languageSteps.js';
import { exactCounters, type Resolution } from '../systems/Resolution.js';
import { version } from '../version.js';
import { compareCells } from './compareCells.js';
import { derivedIntervals } from './derivedIntervals.js';
import { resultsMessages } from './messages.js';
import { NoExactEvaluatorError } from './NoExactEvaluatorError.js';
import type { CellResult, ResultsDocument } from './ResultsDocument.js';
import { saturationNotes } from './saturationNotes.js';
import { bookRules, writtenRules } from './writtenRules.js';

interface RunOptions {
  /** Exact enumeration instead of Monte Carlo. */
  exact?: boolean;
  /**
   * Exact where it is quick — the resolution has an evaluator, every cell can be enumerated, and all of them are
   * within AUTO_EXACT_MS — and Monte Carlo otherwise; the document says which and why (`method_note`).
   */
  auto?: boolean;
  /** Monte Carlo to this 95% half-width on every probability, with the scenario's trials as the cap. */
  precision?: number;
  workers?: number;
  /** What runs the chunks (a worker pool started earlier, or a cluster's queue; see simulate); the caller destroys it. */
  runner?: ChunkExecutor;
  /** Chunks an interrupted run finished, and where new ones are recorded (see runCheckpoint, `run --resume`). */
  checkpoint?: ChunkCheckpoint;
  onProgress?: (done: number, total: number) => void;
}

/** How long `auto` lets enumeration run, all cells together, before it runs the scenario by Monte Carlo instead. */
const AUTO_EXACT_MS = 2000;

/** Runs every cell of a loaded scenario and assembles the results document (docs/architecture.md, "The results document"). */
export async function runScenario(scenario: LoadedScenario, options: RunOptions = {}): Promise<ResultsDocument> {
  const { resolution } = scenario;
  const layouts = scenario.cells.map((c) => (c.resolution ?? resolution).kernel.layout(c.normalized));
  let cells: CellResult[] | undefined;
  let methodNote: string | undefined;
  if (options.exact) {
    cells = scenario.cells.map((c, i) => exactCell(c.resolution ?? resolution, c, layouts[i]));
  } else if (options.auto) {
    const tried = exactWithin(resolution, scenario, layouts, AUTO_EXACT_MS);
    if (Array.isArray(tried)) cells = tried;
    methodNote = Array.isArray(tried) ? resultsMessages.autoExact : resultsMessages.autoMonteCarlo(tried);
  }
  const exact = cells !== undefined;
  if (!cells) {
    const run = await simulate(
      scenario.cells.map((c, i) => ({
        system: resolution.system,
        resolve: resolution.resolve,
        cell: c.normalized,
        layout: layouts[i],
        ...moduleOf(c.resolution ?? resolution),
        streamGroup: scenario.labels.indexOf(c.label),
      })),
      {
        trials: scenario.trials,
        seed: scenario.seed,
        precision: options.precision,
        workers: options.workers,
        runner: options.runner,
        onProgress: options.onProgress,
        checkpoint: options.checkpoint,
      },
    ).catch((error: unknown) => {
      if (!(error instanceof ChunkFailedError)) throw error;
      const cell = scenario.cells[error.cellIndex];
      const shown = (cell?.resolution ?? resolution).module?.shown;
      // An error of the designer's module is already located in it: said as it is, once.
      if (shown !== undefined && error.reason.startsWith(`${shown}:`))
        throw new ReportedError(error.reason, { exitCode: 2, prefixed: false });
      throw new ReportedError(
        resultsMessages.workerFailed(scenario.file, cell?.label ?? '', cell?.params ?? {}, error.reason),
        { exitCode: 1 },
      );
    });
    cells = scenario.cells.map((c, i) => ({
      label: c.label,
      params: c.params,
      trials: run.trials[i],
      ...summarizeCounters(layouts[i], run.counters[i], run.trials[i]),
      ...note(c.normalized),
      ...(options.precision !== undefined ? { stopped_by: run.stoppedBy[i] } : {}),
    }));
  }
  if (scenario.derived.length > 0) for (const cell of cells) cell.derived = derivedIntervals(scenario.derived, cell);
  const impossible = resolution.definition.impossible;
  if (impossible) scenario.cells.forEach((c, i) => impossible(c.normalized) && (cells[i].impossible = true));
  const firstRules = writtenRules(
    (scenario.cells[0]?.input as { rules?: Record<string, unknown> } | undefined)?.rules ?? {},
    bookRules(resolution.definition),
  );
  return {
    gruntlab: version,
    scenario: scenario.file,
    title: scenario.title,
    system: resolution.system,
    resolve: resolution.resolve,
    method: exact ? 'exact' : 'monte-carlo',
    ...(methodNote ? { method_note: methodNote } : {}),
    seed: scenario.seed,
    rules: firstRules,
    sweep: scenario.sweep,
    labels: scenario.labels,
    ...(scenario.derived.length > 0
      ? { derived: scenario.derived.map(({ name, label, expression }) => ({ name, label, expression })) }
      : {}),
    ...(options.precision !== undefined && !exact ? { precision: options.precision } : {}),
    cells,
    ...(resolution.definition.labelsFor && scenario.cells.length > 0
      ? { quantity_labels: resolution.definition.labelsFor(scenario.cells[0].normalized) }
      : {}),
    ...(scenario.labels.length > 1 ? { comparisons: compareCells(cells, scenario.labels) } : {}),
    ...withNotes(saturationNotes(scenario)),
    scenario_text: scenario.text,
    ...moduleRecords(scenario),
  };
}

function exactCell(resolution: Resolution, c: LoadedScenario['cells'][number], layout: CounterLayout): CellResult {
  return {
    label: c.label,
    params: c.params,
    ...summarizeCounters(layout, evaluateCell(resolution, c.normalized, c.label, c.params)),
    ...note(c.normalized),
  };
}

/** Every cell exactly, if that is possible and done within `budgetMs`; otherwise why not (for the document's note). */
function exactWithin(
  resolution: Resolution,
  scenario: LoadedScenario,
  layouts: CounterLayout[],
  budgetMs: number,
): CellResult[] | string {
  if (!resolution.definition.exact || scenario.cells.some((c) => !(c.resolution ?? resolution).definition.exact)) {
    return resultsMessages.noExactEvaluator(resolution.system, resolution.resolve);
  }
  const started = performance.now();
  const cells: CellResult[] = [];
  for (const [i, c] of scenario.cells.entries()) {
    try {
      cells.push(exactCell(c.resolution ?? resolution, c, layouts[i]));
    } catch (error) {
      if (error instanceof NoExactEvaluatorError) return error.reason;
      throw error;
    }
    if (performance.now() - started > budgetMs)
      return resultsMessages.exactTooSlow(budgetMs / 1000, i + 1, scenario.cells.length);
  }
  return cells;
}

/** One cell's exact evaluation; a cell beyond enumeration becomes a NoExactEvaluatorError naming the cell. */
function evaluateCell(
  resolution: Resolution,
  cell: unknown,
  label: string,
  params: Record<string, unknown>,
): Float64Array {
  try {
    const counters = exactCounters(resolution, cell);
    if (counters === undefined)
      throw new NoExactEvaluatorError(resultsMessages.noExactEvaluator(resolution.system, resolution.resolve));
    return counters;
  } catch (error) {
    if (!(error instanceof ExactIntractableError)) throw error;
    const swept = Object.entries(params).map(([path, value]) => `${path} = ${JSON.stringify(value)}`);
    const where = [label, ...swept].filter((part) => part !== '').join(', ');
    throw new NoExactEvaluatorError(`${where ? `cell ${where}: ` : ''}${error.message}`);
  }
}

function moduleOf({ module, languageSteps }: Resolution): { module?: ModuleRef; steps?: LanguageSteps } {
  return {
    ...(module !== undefined ? { module } : {}),
    ...(languageSteps !== undefined ? { steps: languageSteps } : {}),
  };
}

/**
 * Which designer's modules made these results, so a result can be traced to the rule that made it: the whole
 * resolution's, and each house-rule module with its path, content hash and the compare labels it ran for.
 */
function moduleRecords(scenario: LoadedScenario): Pick<ResultsDocument, 'house_rules' | 'resolve_module'> {
  const own = scenario.resolution.module;
  if (own?.kind === 'resolve') return { resolve_module: { path: own.path, sha256: own.sha256 } };
  const records: NonNullable<ResultsDocument['house_rules']> = [];
  for (const c of scenario.cells) {
    const m = (c.resolution ?? scenario.resolution).module;
    if (m === undefined) continue;
    const record = records.find((r) => r.path === m.path && r.sha256 === m.sha256);
    if (record === undefined) records.push({ path: m.path, sha256: m.sha256, labels: [c.label] });
    else if (!record.labels.includes(c.label)) record.labels.push(c.label);
  }
  return records.length > 0 ? { house_rules: records } : {};
}

function withNotes(notes: string[]): { notes?: string[] } {
  return notes.length > 0 ? { notes } : {};
}

function note(normalized: unknown): { note?: string } {
  const text = (normalized as { note?: unknown } | null)?.note;
  return typeof text === 'string' ? { note: text } : {};
}
