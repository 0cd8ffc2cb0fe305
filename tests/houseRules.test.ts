import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkRunner } from '../src/engine/ChunkRunner.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

/** A scenario folder of its own with these files (modules, scenarios); returns the folder. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gruntlab-house-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const PAIR = `system: stargrunt2
resolve: close-combat-pair
title: Pair
trials: 300000
seed: 14
attacker: { quality: veteran, armour: light-power }
defender: { quality: regular, cover: soft }
sweep:
  defender.quality: [green, elite]
`;

const BOOK_SCORE = `import { defineHouseRules, dice } from 'gruntlab';

export default defineHouseRules({
  for: 'stargrunt2 close-combat-pair',
  steps: { score: (figure, roll) => roll.die(figure.sides) * (figure.powerArmour ? 2 : 1) },
  exact: { score: (figure) => dice.die(figure.sides).map((face) => face * (figure.powerArmour ? 2 : 1)) },
});
`;

const COIN = `import { defineResolution } from 'gruntlab';

export default defineResolution({
  description: 'a loaded coin',
  params: { bias: { type: 'integer', min: 1, max: 5, default: 1 } },
  outcomes: { heads: 'Heads', tails: 'Tails' },
  trial: (p, roll) => (roll.die(6) <= p.bias ? 'heads' : 'tails'),
  exact: (p) => ({ outcomes: { heads: p.bias / 6, tails: 1 - p.bias / 6 } }),
});
`;

/** Loads a scenario whose modules run without `gruntlab trust` (each test file has its own empty config folder). */
const load = (file: string) => loadScenarioFile(file, registry, { modules: { allowModules: true } });

/** The graph hash of a one-file module (moduleGraph), computed here from its definition: path NUL sha256, one line. */
const graphOf = (file: string, text: string) => sha256(`${file}\0${sha256(text)}\n`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Two worker threads shared by the Monte Carlo runs that must succeed (a pool per run started its threads again). */
const pool = new ChunkRunner(2);
afterAll(() => pool.destroy());

/** What must not change between two runs of the same seed: every cell's counts and intervals. */
const results = (doc: Awaited<ReturnType<typeof runScenario>>) => JSON.stringify(doc.cells);

describe('house-rule modules', () => {
  it('a step replacement that restates the book gives byte-identical Monte Carlo results to the built-in', async () => {
    const dir = folder({ 'book.ts': BOOK_SCORE, 'book.yaml': `${PAIR}house_rules: ./book.ts\n`, 'plain.yaml': PAIR });
    const house = await runScenario(await load(join(dir, 'book.yaml')), { workers: 2, runner: pool });
    const builtIn = await runScenario(await load(join(dir, 'plain.yaml')), { workers: 2, runner: pool });
    expect(house.cells[0].trials).toBe(300000);
    expect(results(house)).toBe(results(builtIn));
    // Its exact twin restates the book's too: the same probabilities to rounding.
    const exact = await runScenario(await load(join(dir, 'book.yaml')), { exact: true });
    const bookExact = await runScenario(await load(join(dir, 'plain.yaml')), { exact: true });
    exact.cells.forEach((c, i) =>
      expect(c.outcomes.attacker_wins.p).toBeCloseTo(bookExact.cells[i].outcomes.attacker_wins.p, 12),
    );
  });

  it("gives the same results with 1 or 2 workers; results.json records the module's path and graph sha256", async () => {
    const dir = folder({
      'coin.ts': COIN,
      'coin.yaml': 'resolve: ./coin.ts\ntrials: 600000\nseed: 3\nsweep:\n  bias: [1, 3]\n',
    });
    const scenario = await load(join(dir, 'coin.yaml'));
    const one = await runScenario(scenario, { workers: 1 });
    const two = await runScenario(scenario, { workers: 2, runner: pool });
    expect(results(one)).toBe(results(two));
    expect(one.resolve_module).toEqual({ path: './coin.ts', sha256: graphOf('coin.ts', COIN) });
    expect(one.system).toBe('custom');
    // The module's exact version agrees with its Monte Carlo within 4.5 standard errors.
    const exact = await runScenario(scenario, { exact: true });
    exact.cells.forEach((c, i) => {
      const p = c.outcomes.heads.p;
      expect(Math.abs(one.cells[i].outcomes.heads.p - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / 600000));
    });
  });

  it("fire's hitEffect step through the workers: the worked lucky shot's Monte Carlo within 4.5 SE of its exact twin", async () => {
    const scenario = await load(join(import.meta.dirname, '..', 'scenarios', 'house-rules', 'lucky-shot.yaml'));
    const exact = await runScenario(scenario, { exact: true });
    scenario.trials = 40000;
    const mc = await runScenario(scenario, { workers: 2, runner: pool });
    expect(mc.method).toBe('monte-carlo');
    exact.cells.forEach((cell, i) => {
      const { mean, sd } = cell.means.dead;
      expect(Math.abs(mc.cells[i].means.dead.mean - mean), cell.label).toBeLessThan((4.5 * sd) / Math.sqrt(40000));
    });
    // Against basic armour the D10 impact already kills on a 10: the rule changes nothing there, and more elsewhere.
    const [book, house] = [exact.cells.slice(0, 5), exact.cells.slice(5)];
    expect(house[0].means.dead.mean).toBe(book[0].means.dead.mean);
    for (let i = 1; i < 5; i++) expect(house[i].means.dead.mean).toBeGreaterThan(book[i].means.dead.mean + 0.04);
  });

  it('a replaced step without its exact twin: exact derived from the step, the book and the house level; results.json records the module', async () => {
    const noTwin = BOOK_SCORE.replace(/\n {2}exact: .*\n/, '\n');
    const dir = folder({
      'rule.ts': noTwin,
      'a.yaml': `${PAIR}compare:\n  - label: Book\n  - label: House\n    house_rules: ./rule.ts\n`,
    });
    const scenario = await load(join(dir, 'a.yaml'));
    const exact = await runScenario(scenario, { exact: true });
    const [book, house] = [exact.cells.slice(0, 2), exact.cells.slice(2)];
    house.forEach((c, i) =>
      expect(Math.abs(c.outcomes.attacker_wins.p - book[i].outcomes.attacker_wins.p)).toBeLessThan(1e-12),
    );
    const auto = await runScenario(scenario, { auto: true, workers: 2 });
    expect(auto.method).toBe('exact');
    expect(auto.house_rules).toEqual([{ path: './rule.ts', sha256: graphOf('rule.ts', noTwin), labels: ['House'] }]);
  });
});

const ASSAULT = `system: stargrunt2
resolve: close-assault
title: Assault
trials: 20000
seed: 14
attacker: { quality: veteran, leadership: 2, figures: 3, armour: light-power }
defender: { quality: regular, leadership: 2, figures: 4, cover: soft, troops: [{ count: 4, weapon: advanced-assault-rifle }] }
distance: 8
`;

describe('one house rule for close combat and close assault (for: a list)', () => {
  it("a whole close assault with the book's score restated: byte-identical Monte Carlo to the built-in; a resolution outside the list is named", async () => {
    const both = BOOK_SCORE.replace(
      "for: 'stargrunt2 close-combat-pair'",
      "for: ['stargrunt2 close-combat-pair', 'stargrunt2 close-assault']",
    );
    const dir = folder({
      'book.ts': both,
      'book.yaml': `${ASSAULT}house_rules: ./book.ts\n`,
      'plain.yaml': ASSAULT,
      'pair.yaml': `${PAIR}house_rules: ./book.ts\n`,
      'pair-only.ts': BOOK_SCORE,
      'wrong.yaml': `${ASSAULT}house_rules: ./pair-only.ts\n`,
    });
    const house = await runScenario(await load(join(dir, 'book.yaml')), { workers: 2, runner: pool });
    const builtIn = await runScenario(await load(join(dir, 'plain.yaml')), { workers: 2, runner: pool });
    expect(results(house)).toBe(results(builtIn));
    expect((await runScenario(await load(join(dir, 'pair.yaml')), { workers: 1 })).cells[0].trials).toBe(300000);
    const error = await load(join(dir, 'wrong.yaml'))
      .then((sc) => runScenario(sc, { workers: 1 }))
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toMatch(
      /the house rules are for "stargrunt2 close-combat-pair", but the scenario runs "stargrunt2 close-assault"/,
    );
  });

  it('`gruntlab list` names the steps of close-assault (score) and of Silhouette ranged-attack (opposedTest)', async () => {
    const { code, stdout } = await gruntlabIn(tmpdir())('list', 'stargrunt2', 'close-assault');
    expect(code).toBe(0);
    expect(stdout).toMatch(/steps a house rule may replace.*\n\s+score: a figure's close-combat score/);
    const silhouette = await gruntlabIn(tmpdir())('list', 'silhouette', 'ranged-attack');
    expect(silhouette.stdout).toMatch(
      /steps a house rule may replace.*\n\s+opposedTest: the attack roll against the defense roll/,
    );
  });
});

describe('bad modules give located errors', () => {
  const cases: Array<[string, string, string, RegExp]> = [
    [
      'a throw',
      'house',
      `import { defineHouseRules } from 'gruntlab';\n\nexport default defineHouseRules({\n  for: 'stargrunt2 close-combat-pair',\n  steps: {\n    score: () => {\n      throw new Error('out of ammunition');\n    },\n  },\n});\n`,
      /^m\.ts:7:13: out of ammunition$/,
    ],
    [
      'a wrong return',
      'house',
      `import { defineHouseRules } from 'gruntlab';\n\nexport default defineHouseRules({\n  for: 'stargrunt2 close-combat-pair',\n  steps: { score: () => 'six' as unknown as number },\n});\n`,
      /^m\.ts:3:16: step "score" returned "six"; it must return a number$/,
    ],
    [
      'an outcome name missing',
      'resolve',
      COIN.replace("'heads' : 'tails'", "'head' : 'tails'"),
      /^m\.ts:3:16: trial returned "head"; it must return one of its outcomes \(heads, tails\); did you mean heads\?$/,
    ],
    [
      'a step the resolution lacks',
      'house',
      `import { defineHouseRules } from 'gruntlab';\nexport default defineHouseRules({ for: 'stargrunt2 close-combat-pair', steps: { scor: () => 1 } as never });\n`,
      /m\.ts:2:16: "stargrunt2 close-combat-pair" has no step "scor" \(its steps: score\) — did you mean score\?/,
    ],
    [
      'a syntax error',
      'house',
      `import { defineHouseRules } from 'gruntlab';\nexport default defineHouseRules({ for: 'stargrunt2 close-combat-pair', steps: { score: () => 1 ) } });\n`,
      /m\.ts:2:96: Expected "}" but found "\)"/,
    ],
    [
      'a default export that is not house rules',
      'house',
      `export default { score: () => 1 };\n`,
      /m\.ts:1:1: the module's default export is not defineHouseRules/,
    ],
  ];
  for (const [what, kind, module, message] of cases) {
    it(what, async () => {
      const scenario =
        kind === 'house'
          ? `${PAIR}trials: 1000\nhouse_rules: ./m.ts\n`.replace('trials: 300000\n', '')
          : 'resolve: ./m.ts\ntrials: 1000\n';
      const dir = folder({ 'm.ts': module, 's.yaml': scenario });
      const error = await load(join(dir, 's.yaml'))
        .then((s) => runScenario(s, { workers: 1 }))
        .then(
          () => undefined,
          (e: unknown) => e as Error & { exitCode?: number },
        );
      expect(error?.message.replaceAll(dir + '/', '')).toMatch(message);
      expect(error?.exitCode).toBe(2);
      expect(error?.message).not.toMatch(/\n\s+at /);
    });
  }

  it('a syntax error in a file the module imports is located in that file', async () => {
    const dir = folder({
      'helper.ts': 'export const shift = (n: number) => n + ) 1;\n',
      'm.ts':
        "import { defineHouseRules } from 'gruntlab';\nimport { shift } from './helper.ts';\nexport default defineHouseRules({ for: 'stargrunt2 close-combat-pair', steps: { score: (f, roll) => roll.die(shift(f.sides)) } });\n",
      's.yaml': `${PAIR}house_rules: ./m.ts\n`,
    });
    await expect(load(join(dir, 's.yaml'))).rejects.toThrow(/helper\.ts:1:41: Unexpected "\)"/);
  });

  it("a module outside the scenario's folder is refused at the scenario's line", async () => {
    const dir = folder({ 's.yaml': `${PAIR}house_rules: ../elsewhere.ts\n` });
    await expect(load(join(dir, 's.yaml'))).rejects.toThrow(
      /s\.yaml:10:14: "\.\.\/elsewhere\.ts" lies outside the scenario's folder/,
    );
  });

  it("a misspelt key of a designer's resolution is located with the closest name", async () => {
    const dir = folder({ 'coin.ts': COIN, 's.yaml': 'resolve: ./coin.ts\nbais: 2\n' });
    await expect(load(join(dir, 's.yaml'))).rejects.toThrow(/s\.yaml:2:1: unknown key "bais" — did you mean bias\?/);
  });
});

describe('derived outcomes without code', () => {
  it("the issue's form on a close assault: the resolution's own position_carried restated is accepted, a misspelt outcome located", async () => {
    const text = readFileSync(
      join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'close-assault-regulars-vs-veterans-ruins.yaml'),
      'utf8',
    );
    expect(text.startsWith('#')).toBe(true);
    const dir = folder({
      'ok.yaml': `${text}derived:\n  position_carried: attacker_wins + defender_withdraws\n  Carried or refused: attacker_wins + defender_withdraws + attacker_refuses\n`,
      'bad.yaml': `${text}derived:\n  position_carried: attacker_wins + defenders_withdraw\n`,
    });
    const ok = await load(join(dir, 'ok.yaml'));
    expect(ok.derived.map((d) => d.name)).toEqual(['position_carried', 'attack_failed', 'carried_or_refused']);
    await expect(load(join(dir, 'bad.yaml'))).rejects.toThrow(
      /unknown outcome "defenders_withdraw".*did you mean defender_withdraws/s,
    );
  });
});

describe('the worked house rules', () => {
  it("type-check against the package's public API (import from gruntlab, its declarations from the build)", () => {
    const examples = join(import.meta.dirname, '..', 'scenarios', 'house-rules');
    const files = readdirSync(examples)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(examples, f));
    expect(files.length).toBeGreaterThanOrEqual(4);
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const args = [
      '--noEmit',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--strict',
      '--skipLibCheck',
      '--types',
      'node',
      ...files,
    ];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { encoding: 'utf8' })).not.toThrow();
  }, 60_000);
});
