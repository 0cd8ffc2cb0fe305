import type { ResultsDocument } from '../results/ResultsDocument.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import type { ChunkWorkerPool } from './ChunkWorkerPool.js';
import { RunCancelledError } from './RunCancelledError.js';
import type { CoordinatorInput, CoordinatorOutput, RunOrder } from './workerMessages.js';

/**
 * The page's side of a run: the coordinator worker (coordinatorWorker.ts) runs runScenario; its Monte Carlo chunks
 * come back here and go to the worker pool. One run at a time: a new run, or `cancel`, ends the one in flight —
 * its coordinator is ended (an enumeration stops at once) and its chunks are dropped.
 */
export class PlaygroundRunner {
  private coordinator: Worker | undefined;
  private stopCurrent: (() => void) | undefined;

  constructor(
    private readonly coordinatorUrl: string,
    private readonly pool: ChunkWorkerPool,
  ) {}

  run(order: Omit<RunOrder, 'type'>, onProgress: (done: number, total: number) => void): Promise<ResultsDocument> {
    this.cancel();
    const coordinator = (this.coordinator ??= new Worker(this.coordinatorUrl));
    const post = (message: CoordinatorInput) => coordinator.postMessage(message);
    return new Promise<ResultsDocument>((resolve, reject) => {
      let live = true;
      const end = () => {
        live = false;
        this.stopCurrent = undefined;
        coordinator.onmessage = coordinator.onerror = null;
      };
      this.stopCurrent = () => {
        end();
        // Ending the coordinator is the only way to stop an enumeration; the next run starts a fresh one.
        coordinator.terminate();
        if (this.coordinator === coordinator) this.coordinator = undefined;
        this.pool.cancel();
        reject(new RunCancelledError());
      };
      coordinator.onmessage = ({ data }: MessageEvent<CoordinatorOutput>) => {
        if (!live) return;
        if (data.type === 'chunk') {
          this.pool.submit(data.request).then(
            (counters) => live && post({ type: 'chunk-result', id: data.id, counters }),
            (error: unknown) =>
              live &&
              post({
                type: 'chunk-failed',
                id: data.id,
                error: error instanceof Error ? error.message : String(error),
              }),
          );
        } else if (data.type === 'progress') {
          onProgress(data.done, data.total);
        } else if (data.type === 'done') {
          end();
          resolve(data.doc);
        } else {
          end();
          reject(data.diagnostics ? new ScenarioError(data.diagnostics) : new Error(data.message));
        }
      };
      coordinator.onerror = (event) => {
        event.preventDefault();
        end();
        this.coordinator?.terminate();
        this.coordinator = undefined;
        reject(new Error(event.message || 'the run stopped'));
      };
      post({ type: 'run', ...order });
    });
  }

  /** Ends the run in flight, if any (its promise rejects with RunCancelledError). */
  cancel(): void {
    this.stopCurrent?.();
  }
}
