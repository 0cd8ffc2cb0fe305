import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../packageRoot.js';
import { runScenario } from '../results/runScenario.js';
import { loadScenarioFile } from '../scenario/index.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { buildTables } from './buildTables.js';
import { TABLE_PRESETS } from './presets.js';

describe('reference-table presets', () => {
  it('have unique names and existing scenarios', async () => {
    expect(new Set(TABLE_PRESETS.map((p) => p.name)).size).toBe(TABLE_PRESETS.length);
    for (const p of TABLE_PRESETS)
      expect(existsSync(join(packageRoot(), 'scenarios', 'tables', p.scenario)), p.name).toBe(true);
  });

  for (const preset of TABLE_PRESETS) {
    it(`${preset.name} cuts into full tables`, async () => {
      const scenario = await loadScenarioFile(join(packageRoot(), 'scenarios', 'tables', preset.scenario), registry);
      const exact = scenario.resolution.definition.exact !== undefined;
      if (!exact) scenario.trials = 20_000;
      const doc = await runScenario(scenario, { exact, workers: 2 });
      const tables = buildTables(doc, resolutionInfo(scenario.resolution), preset.spec);
      const others = doc.sweep.filter((a) => a.path !== preset.spec.rows && a.path !== preset.spec.columns);
      const perValue = others.reduce((n, a) => n * a.values.length, 1) * doc.labels.length;
      expect(tables).toHaveLength(perValue * preset.spec.values.length);
      for (const t of tables)
        for (const row of t.cells) for (const cell of row) expect(cell, `${t.title}`).toBeDefined();
    });
  }
});
