import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkRequestsProblem } from '../src/cluster/checkChunkRequests.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenario, loadScenarioFile, ScenarioError } from '../src/scenario/index.js';
import { resolutionInfo } from '../src/systems/Resolution.js';
import { registry } from '../src/systems/registry.js';
import { refuseHouseRules } from '../src/web/refuseHouseRules.js';

const ROOT = join(import.meta.dirname, '..');
const NATURAL_20 = join(ROOT, 'scenarios', 'house-rules', 'natural-20-fails.yaml');
const ABILITY = join(ROOT, 'scenarios', 'dice', 'ability-scores.yaml');
const POOLS = join(ROOT, 'scenarios', 'dice', 'opposed-pools.yaml');
const FIRE = join(ROOT, 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const SKILL = join(ROOT, 'scenarios', 'silhouette', 'skill-roll-by-dice.yaml');

/** The problems a scenario's text is refused with, as `line:column message`. */
async function problems(text: string): Promise<string[]> {
  const error = await loadScenario('x.yaml', text, registry).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ScenarioError);
  return (error as ScenarioError).diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.message}${d.suggestions ? ` [${d.suggestions.join(', ')}]` : ''}`,
  );
}

/** Every 4d6 roll, counted by a function of the four dice. */
function fourD6(f: (dice: number[]) => boolean): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) if (f([a, b, c, d])) hits++;
  return hits / 6 ** 4;
}

const binomial = (n: number, k: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

describe('house rules in the dice language, inline in a scenario', () => {
  it('a natural 20 fails: the LD roll passes 19 in 20 at LD 20 and 22, as the book below 20; exact and Monte Carlo', async () => {
    const scenario = await loadScenarioFile(NATURAL_20, registry);
    const exact = await runScenario(scenario, { exact: true });
    for (const cell of exact.cells) {
      const ld = (cell.params as Record<string, number>)['squad.ld'];
      // Counted face by face: the book passes on 1 … min(LD, 20), the rule never on 20.
      let book = 0;
      let house = 0;
      for (let face = 1; face <= 20; face++) {
        book += face <= ld ? 1 : 0;
        house += face <= ld && face !== 20 ? 1 : 0;
      }
      expect(cell.outcomes.passed.p).toBeCloseTo((cell.label === 'Book' ? book : house) / 20, 12);
    }
    scenario.trials = 40_000;
    const mc = await runScenario(scenario, { workers: 2 });
    mc.cells.forEach((cell, i) => {
      const p = exact.cells[i].outcomes.passed.p;
      // 4.5 standard errors: 12 cells should never miss by chance.
      expect(Math.abs(cell.outcomes.passed.p - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / 40_000) + 1e-12);
    });
  });

  it("Silhouette: the book's raw roll said in the language gives the book's exact results, to 1e-12", async () => {
    // The sixes first, then the highest of the other dice (each 1 … 5): the same roll as the book's highest die.
    const bookInLanguage = [
      '  rawRoll:',
      '    let: { s: "[count 6 in (dice)d6]", h: "[highest 1 of (dice - s)d5]" }',
      '    result: "[if s > 0 then 6 + (s - 1) * extraSix else [if h = 1 & fumbles then 0 else h]]"',
    ].join('\n');
    const text = readFileSync(SKILL, 'utf8');
    const book = await runScenario(await loadScenario('skill.yaml', text, registry), { exact: true });
    const rule = await runScenario(
      await loadScenario('skill.yaml', `${text}house_rules:\n${bookInLanguage}\n`, registry),
      { exact: true },
    );
    expect(rule.cells.length).toBeGreaterThan(1);
    rule.cells.forEach((cell, i) => {
      for (const [name, q] of Object.entries(cell.outcomes))
        expect(q.p).toBeCloseTo(book.cells[i].outcomes[name].p, 12);
      // The raw roll whole: fumbles (0) and extra sixes (7 and up) included.
      const raw = book.cells[i].distributions.raw as Record<string, number>;
      for (const [value, q] of Object.entries(cell.distributions.raw as Record<string, number>))
        expect(q).toBeCloseTo(raw[value], 12);
      expect(Object.keys(cell.distributions.raw)).toEqual(Object.keys(raw));
    });
    expect(Math.max(...Object.keys(book.cells.at(-1)!.distributions.raw).map(Number))).toBeGreaterThan(6);
  });

  it('is refused at the character, with what was expected and the closest names', async () => {
    const base = readFileSync(NATURAL_20, 'utf8').replace(/compare:[\s\S]*$/, '');
    const rule = (yaml: string) => `${base}house_rules:\n${yaml}`;
    const at = base.split('\n').length;
    expect(await problems(rule('  ldRol: d20 <= ld\n'))).toEqual([
      `${at + 1}:3 "grunt-factor morale-check" has no step "ldRol" [ldRoll]`,
    ]);
    expect(await problems(rule('  ldRoll: d20 <= lld\n'))).toEqual([
      `${at + 1}:18 house rule ldRoll: unknown name "lld" [ld]`,
    ]);
    expect(await problems(rule('  ldRoll:\n    let: { r: d2o }\n    pass: r <= ld\n'))).toEqual([
      `${at + 2}:17 house rule ldRoll, roll r: unexpected "o"`,
    ]);
    expect((await problems(rule('  ldRoll:\n    result: d20 <= ld\n')))[0]).toMatch(
      new RegExp(`^${at + 2}:5 house rule "ldRoll" has no key "result"`),
    );
    expect(await problems(rule('  ldRoll:\n    let: { ld: d6 }\n    pass: ld\n'))).toEqual([
      `${at + 2}:12 "ld" cannot name a roll`,
    ]);
    expect(await problems(`${base}house_rules: none\n`)).toEqual([
      `${at}:14 house_rules: none is for a compare entry (the book's rules beside house rules written at the top)`,
    ]);
    const fire = readFileSync(FIRE, 'utf8');
    const volley = await problems(`${fire}house_rules:\n  hitEffect: d6\n`);
    expect(volley[0]).toMatch(/step "hitEffect" returns .* which the dice language cannot say/);
  });

  it('is data: the playground takes it, a module it refuses; a cluster request may carry it, not anything else', () => {
    const text = readFileSync(NATURAL_20, 'utf8');
    expect(() => refuseHouseRules('x.yaml', text)).not.toThrow();
    expect(() => refuseHouseRules('x.yaml', text.replace(/house_rules:[\s\S]*$/, 'house_rules: ./x.ts\n'))).toThrow(
      ScenarioError,
    );
    const request = { system: 'grunt-factor', resolve: 'morale-check', cell: {}, seed: 1, stream: 0, trials: 10 };
    const steps = { ldRoll: { rolls: [['r', 'd20']], result: 'r <= ld & r != 20', reads: 'pass' } };
    expect(chunkRequestsProblem([{ ...request, steps }])).toBeUndefined();
    expect(chunkRequestsProblem([{ ...request, steps: { ldRoll: { ...steps.ldRoll, code: 'x' } } }])).toMatch(
      /not house rules in the dice language/,
    );
    expect(chunkRequestsProblem([{ ...request, steps: { ldRoll: { ...steps.ldRoll, reads: 'module' } } }])).toMatch(
      /not house rules/,
    );
  });
});

describe('resolve: dice, a whole resolution in the scenario', () => {
  it('ability scores: exact as counted over every 4d6, in the file order of the labels', async () => {
    const doc = await runScenario(await loadScenarioFile(ABILITY, registry), { exact: true });
    expect(doc.cells[0].outcomes).toEqual({ '15_or_more': expect.anything(), n18: expect.anything() });
    expect(Object.keys(doc.cells[0].outcomes)).toEqual(['15_or_more', 'n18']);
    const sum = (d: number[]) => d.reduce((a, b) => a + b, 0);
    const keep3 = (d: number[]) => sum(d) - Math.min(...d);
    const [straight, kept, rerolled] = doc.cells;
    expect(straight.outcomes['15_or_more'].p).toBeCloseTo(
      fourD6((d) => sum(d.slice(0, 3)) >= 15),
      12,
    );
    expect(kept.outcomes['15_or_more'].p).toBeCloseTo(
      fourD6((d) => keep3(d) >= 15),
      12,
    );
    expect(kept.outcomes.n18.p).toBeCloseTo(
      fourD6((d) => keep3(d) === 18),
      12,
    );
    // Ones rerolled once: each die is 1 … 6 with 1 at 1/36 and the rest 7/36, the four dice independent.
    let p15 = 0;
    const face = (v: number) => (v === 1 ? 1 / 36 : 7 / 36);
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) {
            if (keep3([a, b, c, d]) >= 15) p15 += face(a) * face(b) * face(c) * face(d);
          }
    expect(rerolled.outcomes['15_or_more'].p).toBeCloseTo(p15, 12);
    const score = straight.distributions.score as Record<string, number>;
    expect(score['10']).toBeCloseTo(27 / 216, 12);
  });

  it('opposed pools: exact by binomial sums, Monte Carlo within 4.5 standard errors, every outcome from the same rolls', async () => {
    const scenario = await loadScenarioFile(POOLS, registry);
    const exact = await runScenario(scenario, { exact: true });
    for (const cell of exact.cells) {
      const n = (cell.params as Record<string, number>)['params.attackers'];
      let win = 0;
      let tie = 0;
      for (let a = 0; a <= n; a++)
        for (let b = 0; b <= 4; b++) {
          const p = binomial(n, a, 1 / 3) * binomial(4, b, 1 / 3);
          if (a > b) win += p;
          if (a === b) tie += p;
        }
      expect(cell.outcomes.attacker_wins.p).toBeCloseTo(win, 12);
      expect(cell.outcomes.tie.p).toBeCloseTo(tie, 12);
    }
    scenario.trials = 40_000;
    const mc = await runScenario(scenario, { workers: 2 });
    mc.cells.forEach((cell, i) => {
      const o = cell.outcomes;
      // One trial's outcomes share its rolls: exactly one of the three happens.
      expect(o.attacker_wins.p + o.tie.p + o.defender_wins.p).toBeCloseTo(1, 12);
      const p = exact.cells[i].outcomes.attacker_wins.p;
      expect(Math.abs(o.attacker_wins.p - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / 40_000));
    });
  });

  it("favours: names whose side the answer takes, by the outcomes' labels, and only the scenario may say it", async () => {
    const text = [
      'resolve: dice',
      'let: { mine: "[count {5, 6} in 6d6]", theirs: "[count {5, 6} in 4d6]" }',
      'outcomes: { Tie: mine = theirs, Attacker wins: mine > theirs, Defender wins: mine < theirs }',
      'favours: { side: the attacker, good: [Attacker wins], bad: [Defender wins] }',
      'compare:',
      '  - label: Book',
      '  - label: Rerolled ones',
      '    let: { mine: "[count {5, 6} in 6d[reroll 1 on d6]]" }',
      '',
    ].join('\n');
    const doc = await runScenario(await loadScenario('x.yaml', text, registry), { exact: true });
    const info = resolutionInfo((await loadScenario('x.yaml', text, registry)).resolution);
    expect(info.favours).toMatchObject({
      side: 'the attacker',
      up: ['attacker_wins'],
      down: ['defender_wins'],
      headline: ['attacker_wins'],
    });
    expect(doc.cells[1].outcomes.attacker_wins.p).toBeGreaterThan(doc.cells[0].outcomes.attacker_wins.p);
    expect(await problems(text.replace('good: [Attacker wins]', 'good: [Attacker win]'))).toEqual([
      '4:39 unknown favours.good.0 "Attacker win" [Attacker wins]',
    ]);
    const changed = await problems(`${text}    favours: { side: the defender, good: [Defender wins] }\n`);
    expect(changed[0]).toMatch(/favours is the scenario's: a compare entry or a sweep may not change it/);
  });

  it('is refused at the character, a negative distribution and changed labels in words', async () => {
    const text = (outcomes: string, more = '') =>
      `resolve: dice\nparams: { ld: 12 }\nlet: { r: d20 }\noutcomes:\n${outcomes}${more}`;
    expect(await problems(text('  Passed: r <= ldd\n'))).toEqual([
      '5:16 unknown name "ldd" (in the dice expression, column 6) [ld]',
    ]);
    expect(await problems(text('  Crit: "[explod r]"\n'))).toEqual([
      '5:11 no function starts with "explod" (in the dice expression, column 2) [explode]',
    ]);
    expect(await problems(text('  Passed: r <= ld\n', 'distributions:\n  Net: r - 10\n'))).toEqual([
      '7:8 distribution "Net" can be -9; a distribution counts from 0 (add 9, or ask for an outcome such as r - 10 > 0)',
    ]);
    const relabelled = await problems(
      text('  Passed: r <= ld\n', 'compare:\n  - label: A\n  - label: B\n    outcomes: { Pass: r < ld }\n'),
    );
    expect(relabelled[0]).toMatch(/a compare entry keeps the scenario's outcomes \(passed\)/);
  });
});

describe('derived: in the dice language', () => {
  it('reads one distribution and may roll its own dice: weighed exactly by the distribution', async () => {
    const text = `${readFileSync(FIRE, 'utf8')}derived:\n  Breaks on a d6: dead + d6 >= 6\n  Odd dead: dead = {1, 3, 5}\n`;
    const doc = await runScenario(await loadScenario('fire.yaml', text, registry), { exact: true });
    const dead = doc.cells[0].distributions.dead as Record<string, number>;
    let breaks = 0;
    let odd = 0;
    for (const [k, q] of Object.entries(dead)) {
      breaks += q * Math.min(1, Math.max(0, (Number(k) + 1) / 6));
      odd += [1, 3, 5].includes(Number(k)) ? q : 0;
    }
    expect(doc.cells[0].derived!.breaks_on_a_d6.p).toBeCloseTo(breaks, 12);
    expect(doc.cells[0].derived!.odd_dead.p).toBeCloseTo(odd, 12);
    const wrong = await problems(`${readFileSync(FIRE, 'utf8')}derived:\n  Broken: daed + d6 >= 6\n`);
    expect(wrong[0]).toMatch(/is a dice expression, which may read one distribution .* not daed.*\[dead\]/);
  });
});
