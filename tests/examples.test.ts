import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../src/scenario/index.js';
import { consistentWithExact } from '../testing/stats/consistentWithExact.js';
import { NoExactEvaluatorError } from '../src/results/NoExactEvaluatorError.js';
import { runScenario } from '../src/results/runScenario.js';
import { registry } from '../src/systems/registry.js';

const SCENARIOS = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(SCENARIOS, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => join(SCENARIOS, f));

/** The package's own house-rule modules (scenarios/house-rules/*.ts) run with the same allowance as anyone's. */
const ALLOW = { modules: { allowModules: true } };

/** Examples too large to enumerate on purpose: Monte Carlo only, and --exact must say so plainly. */
const MONTE_CARLO_ONLY = new Set([
  'stargrunt2/close-assault-combined-platoon.yaml',
  'stargrunt2/engagement-veteran-team-vs-regular-squad.yaml',
  'stargrunt2/engagement-assault-or-firefight.yaml',
  'stargrunt2/engagement-platoon-hq-rally.yaml',
  'stargrunt2/engagement-house-needle-rifles.yaml',
  'grunt-factor/engagement-regulars-vs-veteran-lmg-team.yaml',
  'grunt-factor/engagement-fire-or-suppress.yaml',
]);

/** Every example scenario loads, runs by Monte Carlo (reduced trials) and agrees with its exact evaluation. */
describe('example scenarios', () => {
  it('there are at least three, one with a sweep and one with a compare', async () => {
    const loaded = await Promise.all(files.map((f) => loadScenarioFile(f, registry, ALLOW)));
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    expect(loaded.some((s) => s.sweep.length > 0)).toBe(true);
    expect(loaded.some((s) => s.labels.length > 1)).toBe(true);
  });

  for (const file of files) {
    it(`${file.slice(SCENARIOS.length + 1)} runs and agrees with exact within 4.5 standard errors`, async () => {
      const scenario = await loadScenarioFile(file, registry, ALLOW);
      scenario.trials = 40_000;
      const mc = await runScenario(scenario, { workers: 2 });
      if (MONTE_CARLO_ONLY.has(file.slice(SCENARIOS.length + 1))) {
        await expect(runScenario(scenario, { exact: true })).rejects.toThrow(NoExactEvaluatorError);
        for (const cell of mc.cells) expect(Object.values(cell.outcomes).reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
        return;
      }
      const exact = await runScenario(scenario, { exact: true });
      expect(mc.cells.length).toBe(exact.cells.length);
      mc.cells.forEach((cell, i) => {
        expect(cell.label).toBe(exact.cells[i].label);
        const total = Object.values(cell.outcomes).reduce((a, o) => a + o.p, 0);
        expect(total).toBeCloseTo(1, 12);
        for (const [name, o] of Object.entries(exact.cells[i].outcomes)) {
          const count = Math.round(cell.outcomes[name].p * scenario.trials);
          expect(consistentWithExact(count, scenario.trials, o.p), `${cell.label} ${JSON.stringify(cell.params)} ${name}`).toBe(true);
        }
        for (const [name, m] of Object.entries(exact.cells[i].means)) {
          const se = m.sd / Math.sqrt(scenario.trials);
          expect(Math.abs(cell.means[name].mean - m.mean), `${cell.label} mean ${name}`).toBeLessThanOrEqual(4.5 * se + 1e-12);
        }
      });
    });
  }
});
