import { counterLength } from '../core/CounterLayout.js';
import type { CellChunkRequest } from '../engine/ChunkExecutor.js';
import type { CellResult } from '../results/ResultsDocument.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { summarizeCounters } from '../stats/summarizeCounters.js';

/**
 * The cells of a Monte Carlo run while it runs: each chunk's counters added as they arrive (as simulate adds
 * them), summarized on demand with the same Wilson intervals as the final document. Only for display: the final
 * results come from runScenario.
 */
export class InterimResults {
  private readonly layouts;
  private readonly counters: Float64Array[];
  private readonly trials: number[];

  constructor(private readonly scenario: LoadedScenario) {
    this.layouts = scenario.cells.map((c) => scenario.resolution.kernel.layout(c.normalized));
    this.counters = this.layouts.map((layout) => new Float64Array(counterLength(layout)));
    this.trials = scenario.cells.map(() => 0);
  }

  add(request: CellChunkRequest, counters: Float64Array): void {
    const total = this.counters[request.cellIndex];
    for (let i = 0; i < counters.length; i++) total[i] += counters[i];
    this.trials[request.cellIndex] += request.trials;
  }

  /** The cells at the first value of every swept key (every compare label), as far as they have run. */
  firstPoint(): CellResult[] {
    const { scenario } = this;
    return scenario.cells.flatMap((c, i) => {
      const atFirst = scenario.sweep.every(
        (axis) => JSON.stringify(c.params[axis.path]) === JSON.stringify(axis.values[0]),
      );
      if (!atFirst || this.trials[i] === 0) return [];
      return [
        {
          label: c.label,
          params: c.params,
          trials: this.trials[i],
          ...summarizeCounters(this.layouts[i], this.counters[i], this.trials[i]),
        },
      ];
    });
  }
}
