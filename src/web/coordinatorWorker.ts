import { ScenarioError } from '../scenario/ScenarioError.js';
import { loadPlaygroundScenario, runPlaygroundScenario } from './playgroundRun.js';
import { RelayExecutor } from './RelayExecutor.js';
import type { CoordinatorInput, CoordinatorOutput } from './workerMessages.js';

/** A Web Worker's minimal surface (the project's TypeScript lib is the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: { data: CoordinatorInput }) => void) | null;
  postMessage(message: CoordinatorOutput): void;
}

// The run's coordinator, off the page's thread: it loads the scenario and runs runScenario exactly as
// `gruntlab run` does — exact enumeration here (however long it takes, the page stays responsive and the run can
// be stopped by ending this worker), Monte Carlo chunks relayed to the page's worker pool.
const scope = globalThis as unknown as WorkerScope;
const executor = new RelayExecutor((id, request) => scope.postMessage({ type: 'chunk', id, request }));

scope.onmessage = ({ data }) => {
  if (data.type === 'chunk-result') return executor.answer(data.id, data.counters);
  if (data.type === 'chunk-failed') return executor.answer(data.id, data.error);
  void run(data);
};

async function run(order: Extract<CoordinatorInput, { type: 'run' }>): Promise<void> {
  try {
    const scenario = await loadPlaygroundScenario(order.file, order.text);
    const doc = await runPlaygroundScenario(scenario, {
      method: order.method,
      trials: order.trials,
      seed: order.seed,
      executor,
      onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }),
    });
    scope.postMessage({ type: 'done', doc });
  } catch (error) {
    const diagnostics = error instanceof ScenarioError ? error.diagnostics : undefined;
    scope.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
      ...(diagnostics ? { diagnostics } : {}),
    });
  }
}
