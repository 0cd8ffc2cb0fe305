import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparisonSentences } from '../src/results/comparisonSentences.js';
import { runScenario } from '../src/results/runScenario.js';
import { summaryAnswer } from '../src/results/summaryAnswer.js';
import { loadScenario, loadScenarioFile, ScenarioError } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { infoOf } from '../testing/infoOf.js';

const ROOT = join(import.meta.dirname, '..');
const SWEEP = join(ROOT, 'scenarios', 'stargrunt2', 'close-assault-attacker-numbers-sweep.yaml');
const FIRE = join(ROOT, 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');

describe('derived outcomes', () => {
  it('close assault: position carried and attack failed, exactly the sums of their outcomes, and the answer leads with them', async () => {
    const doc = await runScenario(await loadScenarioFile(SWEEP, registry), { exact: true });
    expect(doc.derived?.map((d) => d.name)).toEqual(['position_carried', 'attack_failed']);
    for (const cell of doc.cells) {
      const o = cell.outcomes;
      expect(cell.derived!.position_carried.p).toBeCloseTo(o.attacker_wins.p + o.defender_withdraws.p, 14);
      expect(cell.derived!.attack_failed.p).toBeCloseTo(1 - cell.derived!.position_carried.p, 12);
    }
    const info = await infoOf('stargrunt2', 'close-assault');
    expect(summaryAnswer(doc, info)[0]).toMatch(
      /^\*\*Answer:\*\* Position carried \(attackers win or defenders withdraw\) is most likely at attacker figures \d+/,
    );
  });

  it('Monte Carlo: a Wilson interval from the summed counts that holds the exact value', async () => {
    const scenario = await loadScenarioFile(SWEEP, registry);
    scenario.trials = 40_000;
    const [mc, exact] = await Promise.all([
      runScenario(scenario, { workers: 2 }),
      runScenario(scenario, { exact: true }),
    ]);
    mc.cells.forEach((cell, i) => {
      const d = cell.derived!.position_carried;
      expect(d.lo).toBeLessThan(d.p);
      expect(d.hi).toBeGreaterThan(d.p);
      // 95% intervals: allow the rare miss among 11 cells by widening to about 3.3 standard errors.
      const se = Math.sqrt((d.p * (1 - d.p)) / cell.trials!);
      expect(Math.abs(d.p - exact.cells[i].derived!.position_carried.p)).toBeLessThan(3.3 * se);
    });
  });

  it("a scenario's own: counts against a distribution, compared between labels with the direction of their parts", async () => {
    const text = readFileSync(FIRE, 'utf8').replace(
      'compare:',
      'derived:\n  Two or more dead: dead >= 2\n  At most one dead: dead <= 1\ncompare:',
    );
    const doc = await runScenario(await loadScenario('fire.yaml', text, registry), { exact: true });
    for (const cell of doc.cells) {
      const dead = cell.distributions.dead;
      const atLeastTwo = Object.entries(dead).reduce((s, [v, p]) => s + (Number(v) >= 2 ? p : 0), 0);
      expect(cell.derived!.two_or_more_dead.p).toBeCloseTo(atLeastTwo, 14);
      expect(cell.derived!.at_most_one_dead.p).toBeCloseTo(1 - atLeastTwo, 12);
    }
    const sentences = comparisonSentences(doc, await infoOf('stargrunt2', 'fire'));
    expect(sentences.find((s) => s.includes('— Two or more dead:'))).toMatch(
      /more often everywhere .*, better for the firer\.$/,
    );
    expect(sentences.find((s) => s.includes('— At most one dead:'))).toMatch(
      /less often everywhere .*, better for the firer\.$/,
    );
  });

  it('refuses what cannot be read, at its line, with the closest names', async () => {
    const text = readFileSync(FIRE, 'utf8').replace(
      'compare:',
      'derived:\n  Lots dead: daed >= 4\n  Dead: dead >= 1\ncompare:',
    );
    const error = await loadScenario('fire.yaml', text, registry).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioError);
    const problems = (error as ScenarioError).diagnostics;
    expect(problems[0]).toMatchObject({
      line: 22,
      message: expect.stringMatching(/derived outcome "Lots dead": unknown distribution "daed"/),
      suggestions: ['dead'],
    });
    expect(problems[1]).toMatchObject({
      line: 23,
      message: 'derived outcome "Dead" would be named "dead", which the resolution already uses',
    });
  });
});
