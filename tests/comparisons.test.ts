import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { infoOf } from '../testing/infoOf.js';
import { chartsFor } from '../src/charts/index.js';
import { comparisonSentences } from '../src/results/comparisonSentences.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { runScenario } from '../src/results/runScenario.js';
import { registry } from '../src/systems/registry.js';

const file = join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');

const fireInfo = await infoOf('stargrunt2', 'fire');

describe('comparisons', () => {
  it('reports every later label against the first, per outcome and swept value, exactly with --exact', async () => {
    const doc = await runScenario(await loadScenarioFile(file, registry), { exact: true });
    const comparisons = doc.comparisons!;
    expect(comparisons.length).toBe(doc.cells.length / 2);
    for (const c of comparisons) {
      const base = doc.cells.find((x) => x.label === c.baseline && x.params.range === c.params.range)!;
      const gauss = doc.cells.find((x) => x.label === c.label && x.params.range === c.params.range)!;
      expect(c.outcomes.effective.d).toBeCloseTo(gauss.outcomes.effective.p - base.outcomes.effective.p, 15);
      expect(c.outcomes.effective.lo).toBe(c.outcomes.effective.d);
      expect(c.means.dead.d).toBeCloseTo(gauss.means.dead.mean - base.means.dead.mean, 15);
    }
    const sentences = comparisonSentences(doc, fireInfo);
    expect(sentences).toContain(
      sentences.find((s) => s.startsWith('Gauss rifle against Advanced assault rifle — Effective fire: ahead everywhere (by')),
    );
  });

  it('says when a Monte Carlo difference is real and when it could be chance', async () => {
    const scenario = await loadScenarioFile(file, registry);
    scenario.trials = 20_000;
    const doc = await runScenario(scenario, { workers: 2 });
    const sentences = comparisonSentences(doc, fireInfo);
    expect(sentences.some((s) => /Effective fire: ahead/.test(s))).toBe(true);
    const first = doc.comparisons![0].outcomes.effective;
    expect(first.lo).toBeLessThan(first.d);
    expect(first.hi).toBeGreaterThan(first.d);
    const names = chartsFor(doc, fireInfo).map((c) => c.name);
    expect(names).toContain('difference-effective');
    expect(names).toContain('difference-dead');
  });
});
