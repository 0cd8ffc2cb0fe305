import type { ChunkExecutor } from '../engine/ChunkExecutor.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { runScenario } from '../results/runScenario.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { loadScenario } from '../scenario/loadScenario.js';
import { registry } from '../systems/registry.js';
import { refuseHouseRules } from './refuseHouseRules.js';

/** How the playground runs a scenario: as `gruntlab run` picks (exact where quick), `--exact` or `--monte-carlo`. */
export type RunMethod = 'auto' | 'exact' | 'monte-carlo';

interface PlaygroundRunOptions {
  method: RunMethod;
  /** `--trials` and `--seed`: override the scenario's, as the CLI's flags do. */
  trials?: number;
  seed?: number;
  /** What runs the Monte Carlo chunks (the coordinator's RelayExecutor to the page's worker pool). */
  executor: ChunkExecutor;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Loads scenario text with the CLI's loader (the same checks and located messages; a ScenarioError on any problem)
 * after refusing scenarios that bring their own code.
 */
export function loadPlaygroundScenario(file: string, text: string): Promise<LoadedScenario> {
  refuseHouseRules(file, text);
  return loadScenario(file, text, registry);
}

/**
 * Runs a loaded scenario as `gruntlab run FILE --json` does with the same flags: the same runScenario, with the
 * chunks on the page's Web Workers, so the same seed and trials give the same cells byte for byte. As in the CLI,
 * `--trials` means Monte Carlo.
 */
export function runPlaygroundScenario(
  scenario: LoadedScenario,
  options: PlaygroundRunOptions,
): Promise<ResultsDocument> {
  const run = { ...scenario };
  if (options.trials !== undefined) run.trials = options.trials;
  if (options.seed !== undefined) run.seed = options.seed;
  const auto = options.method === 'auto' && options.trials === undefined;
  return runScenario(run, {
    exact: options.method === 'exact',
    auto,
    runner: options.executor,
    onProgress: options.onProgress,
  });
}
