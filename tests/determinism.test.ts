import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkRunner } from '../src/engine/ChunkRunner.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';

const SCENARIOS = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(SCENARIOS, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yaml'))
  .sort();

/** Every example gives byte-identical cells with one worker and with two (small trials: the cells, not the chunks, are shared out). */
describe('determinism across worker counts, every example', () => {
  const one = new ChunkRunner(1);
  const two = new ChunkRunner(2);
  afterAll(async () => {
    await Promise.all([one.destroy(), two.destroy()]);
  });

  for (const file of files) {
    it(`${file}: 1 and 2 workers give the same cells`, async () => {
      // The examples' own modules (scenarios/house-rules) are allowed, as a user allows them (docs/house-rules.md).
      const scenario = await loadScenarioFile(join(SCENARIOS, file), registry, { modules: { allowModules: true } });
      scenario.trials = 3000;
      const a = await runScenario(scenario, { workers: 1, runner: one });
      const b = await runScenario(scenario, { workers: 2, runner: two });
      expect(JSON.stringify(b.cells)).toBe(JSON.stringify(a.cells));
    });
  }
});
