import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartsFor } from '../src/charts/index.js';
import { comparisonSentences, verdictOf } from '../src/results/comparisonSentences.js';
import { runScenario } from '../src/results/runScenario.js';
import { summaryAnswer } from '../src/results/summaryAnswer.js';
import { loadScenario, loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { infoOf } from '../testing/infoOf.js';

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
      sentences.find((s) =>
        s.startsWith('Gauss rifle against Advanced assault rifle — Effective fire: more often everywhere (by'),
      ),
    );
  });

  it('says which way each difference points for the firer, and opens the summary with the answer', async () => {
    const doc = await runScenario(await loadScenarioFile(file, registry), { exact: true });
    const sentences = comparisonSentences(doc, fireInfo);
    // More effective fire and more dead are good for the firer; "no effect" less often is good too; "suppressed only" is neither.
    expect(sentences.find((s) => s.includes('— Effective fire:'))).toMatch(
      /more often everywhere \(by [\d.]+ to [\d.]+ points\), better for the firer\.$/,
    );
    expect(sentences.find((s) => s.includes('— No effect:'))).toMatch(
      /less often everywhere \(by [\d.]+ to [\d.]+ points\), better for the firer\.$/,
    );
    expect(sentences.find((s) => s.includes('— Suppressed only:'))).not.toMatch(/better|worse/);
    expect(summaryAnswer(doc, fireInfo)[0]).toMatch(
      /^\*\*Answer:\*\* For the firer, Gauss rifle is better than Advanced assault rifle\. Effective fire: more often everywhere/,
    );

    // The same choice the other way round: the baseline is the better one.
    const text = readFileSync(file, 'utf8').replace(
      /compare:[\s\S]*$/,
      `compare:
  - label: Gauss rifle
    firer: { troops: [ { count: 5, weapon: gauss-rifle }, { count: 1, weapon: gauss-saw } ] }
  - label: Advanced assault rifle
`,
    );
    const swapped = await runScenario(await loadScenario('swapped.yaml', text, registry), { exact: true });
    expect(comparisonSentences(swapped, fireInfo).find((s) => s.includes('— Effective fire:'))).toMatch(
      /less often everywhere .*, worse for the firer\.$/,
    );
    expect(summaryAnswer(swapped, fireInfo)[0]).toMatch(
      /^\*\*Answer:\*\* For the firer, Gauss rifle is better than Advanced assault rifle\./,
    );

    // Level: a label that changes nothing.
    const same = text.replace(
      '  - label: Advanced assault rifle\n',
      '  - label: Gauss again\n    firer: { troops: [ { count: 5, weapon: gauss-rifle }, { count: 1, weapon: gauss-saw } ] }\n',
    );
    const level = await runScenario(await loadScenario('level.yaml', same, registry), { exact: true });
    expect(summaryAnswer(level, fireInfo)[0]).toMatch(
      /For the firer, Gauss again and Gauss rifle are level\. Effective fire: level everywhere/,
    );
  });

  it('answers a sweep with where the headline result is highest and lowest, and one cell with its figures', async () => {
    const sweep = await runScenario(
      await loadScenario('sweep.yaml', readFileSync(file, 'utf8').replace(/compare:[\s\S]*$/, ''), registry),
      { exact: true },
    );
    expect(summaryAnswer(sweep, fireInfo)[0]).toMatch(
      /^\*\*Answer:\*\* Effective fire is most likely at range 4 and 8 \([\d.]+%\) and least likely at range 32, 36 and 40 \([\d.]+%\); Mean dead is highest at range 4 and 8/,
    );
    const oneCell = await loadScenario('one.yaml', readFileSync(file, 'utf8').replace(/sweep:[\s\S]*$/, ''), registry);
    oneCell.trials = 20_000;
    const one = await runScenario(oneCell, { workers: 1 });
    expect(summaryAnswer(one, fireInfo)[0]).toMatch(
      /^\*\*Answer:\*\* Effective fire: [\d.]+% \(95% interval [\d.]+% – [\d.]+%\); Mean dead: [\d.]+ \(95% interval/,
    );
  });

  it('says when a Monte Carlo difference is real and when it could be chance', async () => {
    const scenario = await loadScenarioFile(file, registry);
    scenario.trials = 20_000;
    const doc = await runScenario(scenario, { workers: 2 });
    const sentences = comparisonSentences(doc, fireInfo);
    expect(sentences.some((s) => /Effective fire: more often/.test(s))).toBe(true);
    const first = doc.comparisons![0].outcomes.effective;
    expect(first.lo).toBeLessThan(first.d);
    expect(first.hi).toBeGreaterThan(first.d);
    const names = chartsFor(doc, fireInfo).map((c) => c.name);
    expect(names).toContain('difference-effective');
    expect(names).toContain('difference-dead');
  });

  it('reads an exact difference of floating-point rounding as level, not as "less often by 0.000 points"', () => {
    expect(verdictOf({ d: -5.551115123125783e-17, lo: -5.551115123125783e-17, hi: -5.551115123125783e-17 }, true)).toBe(
      'level',
    );
    expect(verdictOf({ d: 1e-9, lo: 1e-9, hi: 1e-9 }, true)).toBe('higher');
  });
});
