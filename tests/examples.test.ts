import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkRunner } from '../src/engine/ChunkRunner.js';
import { NoExactEvaluatorError } from '../src/results/NoExactEvaluatorError.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { consistentWithExact } from '../testing/stats/consistentWithExact.js';

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

/** Trials of an example with an exact evaluation: 4.5 standard errors of this many trials bound each probability. */
const CHECKED_TRIALS = 40_000;
/** Trials of an example that only has to run and count every trial once (no exact result to compare with). */
const RUN_TRIALS = 10_000;

/** Every example scenario loads, runs by Monte Carlo (reduced trials) and agrees with its exact evaluation. */
describe('example scenarios', () => {
  // One pool of two worker threads for every example, as a long-lived process runs them (a pool per run cost its
  // threads' start and module loading again each time).
  const runner = new ChunkRunner(2);
  afterAll(() => runner.destroy());

  it('there are at least three, one with a sweep and one with a compare', async () => {
    const loaded = await Promise.all(files.map((f) => loadScenarioFile(f, registry, ALLOW)));
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    expect(loaded.some((s) => s.sweep.length > 0)).toBe(true);
    expect(loaded.some((s) => s.labels.length > 1)).toBe(true);
  });

  for (const file of files) {
    it(`${file.slice(SCENARIOS.length + 1)} runs and agrees with exact within 4.5 standard errors`, async () => {
      const scenario = await loadScenarioFile(file, registry, ALLOW);
      const monteCarloOnly = MONTE_CARLO_ONLY.has(file.slice(SCENARIOS.length + 1));
      scenario.trials = monteCarloOnly ? RUN_TRIALS : CHECKED_TRIALS;
      const mc = await runScenario(scenario, { workers: 2, runner });
      if (monteCarloOnly) {
        await expect(runScenario(scenario, { exact: true })).rejects.toThrow(NoExactEvaluatorError);
        for (const cell of mc.cells)
          expect(Object.values(cell.outcomes).reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
        return;
      }
      const exact = await runScenario(scenario, { exact: true });
      expect(mc.cells.length).toBe(exact.cells.length);
      mc.cells.forEach((cell, i) => {
        expect(cell.label).toBe(exact.cells[i].label);
        // A built-in's outcomes exclude each other; a dice procedure's are separate events (15 or more, and 18).
        const total = Object.values(cell.outcomes).reduce((a, o) => a + o.p, 0);
        if (scenario.resolution.resolve !== 'dice') expect(total).toBeCloseTo(1, 12);
        for (const [name, o] of Object.entries(exact.cells[i].outcomes)) {
          const count = Math.round(cell.outcomes[name].p * scenario.trials);
          expect(
            consistentWithExact(count, scenario.trials, o.p),
            `${cell.label} ${JSON.stringify(cell.params)} ${name}`,
          ).toBe(true);
        }
        for (const [name, m] of Object.entries(exact.cells[i].means)) {
          const se = m.sd / Math.sqrt(scenario.trials);
          expect(Math.abs(cell.means[name].mean - m.mean), `${cell.label} mean ${name}`).toBeLessThanOrEqual(
            4.5 * se + 1e-12,
          );
        }
      });
    });
  }
});
