import type { CellResult, ResultsDocument } from '../results/ResultsDocument.js';
import type { LoadedScenario } from '../scenario/index.js';
import { compareCells } from '../stats/compareCells.js';
import { summarizeCounters } from '../stats/summarizeCounters.js';
import { ExactIntractableError } from '../systems/ExactIntractableError.js';
import { exactEvaluators } from '../systems/exactEvaluators.js';
import { kernels } from './kernels.js';
import { simulate } from './simulate.js';
import { version } from '../version.js';

export interface RunOptions {
  /** Exact enumeration instead of Monte Carlo. */
  exact?: boolean;
  /** Monte Carlo to this 95% half-width on every probability, with the scenario's trials as the cap. */
  precision?: number;
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Thrown when --exact is asked of a resolution that has no exact evaluator, or of a cell beyond enumeration. */
export class NoExactEvaluatorError extends Error {
  /** Why, without the advice to run by Monte Carlo. */
  readonly reason: string;
  constructor(reason: string) {
    super(`${reason}; run it without --exact for Monte Carlo results`);
    this.reason = reason;
  }
}

/** Runs every cell of a loaded scenario and assembles the results document (design.md §4). */
export async function runScenario(scenario: LoadedScenario, options: RunOptions = {}): Promise<ResultsDocument> {
  const { definition } = scenario;
  const layouts = scenario.cells.map((c) => kernels[definition.kernel](c.normalized).layout);
  let cells: CellResult[];
  if (options.exact) {
    const evaluate = exactEvaluators[definition.kernel];
    if (!evaluate) {
      throw new NoExactEvaluatorError(`${definition.system} ${definition.resolve} has no exact evaluator yet`);
    }
    cells = scenario.cells.map((c, i) => ({
      label: c.label,
      params: c.params,
      ...summarizeCounters(layouts[i], evaluateCell(evaluate, c.normalized, c.label, c.params)),
      ...note(c.normalized),
    }));
  } else {
    const run = await simulate(
      scenario.cells.map((c) => ({
        kernel: definition.kernel,
        cell: c.normalized,
        streamGroup: scenario.labels.indexOf(c.label),
      })),
      {
        trials: scenario.trials,
        seed: scenario.seed,
        precision: options.precision,
        workers: options.workers,
        onProgress: options.onProgress,
      },
    );
    cells = scenario.cells.map((c, i) => ({
      label: c.label,
      params: c.params,
      trials: run.trials[i],
      ...summarizeCounters(layouts[i], run.counters[i], run.trials[i]),
      ...note(c.normalized),
      ...(options.precision !== undefined ? { stopped_by: run.stoppedBy[i] } : {}),
    }));
  }
  const firstRules = (scenario.cells[0]?.input as { rules?: Record<string, string> } | undefined)?.rules ?? {};
  return {
    gruntlab: version,
    scenario: scenario.file,
    title: scenario.title,
    system: definition.system,
    resolve: definition.resolve,
    method: options.exact ? 'exact' : 'monte-carlo',
    seed: scenario.seed,
    rules: firstRules,
    sweep: scenario.sweep,
    labels: scenario.labels,
    ...(options.precision !== undefined && !options.exact ? { precision: options.precision } : {}),
    cells,
    ...(scenario.labels.length > 1 ? { comparisons: compareCells(cells, scenario.labels) } : {}),
  };
}

/** One cell's exact evaluation; a cell beyond enumeration becomes a NoExactEvaluatorError naming the cell. */
function evaluateCell(evaluate: (cell: unknown) => Float64Array, cell: unknown, label: string, params: Record<string, unknown>): Float64Array {
  try {
    return evaluate(cell);
  } catch (error) {
    if (!(error instanceof ExactIntractableError)) throw error;
    const swept = Object.entries(params).map(([path, value]) => `${path} = ${JSON.stringify(value)}`);
    const where = [label, ...swept].filter((part) => part !== '').join(', ');
    throw new NoExactEvaluatorError(`${where ? `cell ${where}: ` : ''}${error.message}`);
  }
}

function note(normalized: unknown): { note?: string } {
  const text = (normalized as { note?: unknown } | null)?.note;
  return typeof text === 'string' ? { note: text } : {};
}
