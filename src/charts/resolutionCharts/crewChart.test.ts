import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../results/runScenario.js';
import { loadScenarioFile } from '../../scenario/loadScenarioFile.js';
import { registry } from '../../systems/registry.js';
import { crewChart } from './crewChart.js';

describe('crewChart', () => {
  it('draws the crew chart only when a cell has a crew (the example scenario, exact)', async () => {
    const file = join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'scenarios',
      'stargrunt2',
      'point-fire-immobilise-tracked.yaml',
    );
    const doc = await runScenario(await loadScenarioFile(file, registry), { exact: true });
    expect(crewChart(doc).map((c) => c.name)).toEqual(['crew']);
    const [green, veteran] = doc.cells;
    const p = green.outcomes.immobilised.p;
    expect(green.distributions.crew_bailed_out['1']).toBeCloseTo((p * 5) / 6, 14);
    expect(veteran.distributions.crew_bailed_out['1']).toBeCloseTo((p * 5) / 10, 14);
    const noCrew = { ...doc, cells: doc.cells.map((c) => ({ ...c, distributions: { hit: c.distributions.hit } })) };
    expect(crewChart(noCrew)).toEqual([]);
  });
});
