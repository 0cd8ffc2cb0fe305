import type { CellChunkRequest, ChunkExecutor } from '../engine/ChunkExecutor.js';
import { ChunkFailedError } from '../engine/ChunkFailedError.js';

/** How many chunks the coordinator has out at once: enough to keep every worker busy, few enough to stop at once. */
const WINDOW = 32;

/**
 * The engine's ChunkExecutor inside the coordinator worker: each chunk simulate plans is sent to the page
 * (`send`), which runs it on its ChunkWorkerPool and answers through `answer`. The plan is read lazily, WINDOW
 * chunks ahead, so a run of 10⁹ trials never lists its thousands of chunks at once.
 */
export class RelayExecutor implements ChunkExecutor {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (counters: Float64Array) => void; reject: (reason: string) => void }
  >();

  constructor(private readonly send: (id: number, request: CellChunkRequest) => void) {}

  /** The page's answer to chunk `id`: its counters, or why it failed. */
  answer(id: number, result: Float64Array | string): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (waiter === undefined) return;
    if (typeof result === 'string') waiter.reject(result);
    else waiter.resolve(result);
  }

  run<T extends CellChunkRequest>(
    requests: Iterable<T>,
    onResult: (request: T, counters: Float64Array) => void,
  ): Promise<void> {
    const plan = requests[Symbol.iterator]();
    return new Promise<void>((resolve, reject) => {
      let out = 0;
      let planned = false;
      let failed = false;
      const fail = (error: unknown) => {
        failed = true;
        reject(error);
      };
      const pump = () => {
        while (!failed && !planned && out < WINDOW) {
          const next = plan.next();
          if (next.done) {
            planned = true;
            break;
          }
          const request = next.value;
          const id = this.nextId++;
          out++;
          this.waiting.set(id, {
            resolve: (counters) => {
              out--;
              if (failed) return;
              try {
                onResult(request, counters);
              } catch (error) {
                return fail(error);
              }
              pump();
            },
            reject: (reason) => fail(new ChunkFailedError(request.cellIndex, reason)),
          });
          this.send(id, request);
        }
        if (planned && out === 0 && !failed) resolve();
      };
      pump();
    });
  }

  async destroy(): Promise<void> {}
}
