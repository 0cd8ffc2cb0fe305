import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_TRIALS } from '../src/engine/planChunks.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';

const scenario = async () => {
  const s = await loadScenarioFile(
    join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-range-and-cover-sweep.yaml'),
    registry,
  );
  s.cells = s.cells.filter((c) => [8, 40].includes(c.params.range as number) && c.params['target.cover'] !== 'soft');
  return s;
};

describe('precision targets', () => {
  it('stops each cell once every probability it reports is within the target, deterministically', async () => {
    const s = await scenario();
    s.trials = 1e8;
    const doc = await runScenario(s, { precision: 0.0015, workers: 2 });
    expect(doc.precision).toBe(0.0015);
    for (const cell of doc.cells) {
      expect(cell.stopped_by).toBe('precision');
      const widths = [...Object.values(cell.outcomes).map((o) => o.hi - o.lo)];
      expect(Math.max(...widths) / 2).toBeLessThan(0.0015);
      expect(cell.trials! % CHUNK_TRIALS).toBe(0);
    }
    // The impossible cell (hard cover at 40") has nothing uncertain and stops after its first chunk.
    const impossible = doc.cells.find((c) => c.params.range === 40 && c.params['target.cover'] === 'hard')!;
    expect(impossible.trials).toBe(CHUNK_TRIALS);
    expect(Math.max(...doc.cells.map((c) => c.trials!))).toBeGreaterThan(CHUNK_TRIALS);
    const again = await runScenario(s, { precision: 0.0015, workers: 1 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(doc));
  });

  it('stops at the trial cap first when the cap comes first, and says so', async () => {
    const s = await scenario();
    s.trials = 300_000;
    const doc = await runScenario(s, { precision: 0.0005, workers: 2 });
    const live = doc.cells.filter((c) => c.params.range === 8);
    for (const cell of live) {
      expect(cell.stopped_by).toBe('trials');
      expect(cell.trials).toBe(300_000);
    }
  });
});
