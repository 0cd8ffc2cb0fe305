import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';

/** A scenario folder of its own with these files (modules, scenarios); returns the folder. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gruntlab-derived-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The Grunt Factor morale check at LD 9 (a regular squad), LD 20 and LD 25 (LD raised past the d20). */
const MORALE = `system: grunt-factor
resolve: morale-check
title: Morale
squad: { grade: regular, original_size: 10, strength: 10 }
event: { killed: 3, hits_from_one_squad: 0 }
`;

/** The "natural 20 fails" house rule; `twin` is its exact twin, or none. */
const natural20 = (twin: string) => `import { defineHouseRules } from 'gruntlab';

export default defineHouseRules({
  for: 'grunt-factor morale-check',
  steps: {
    ldRoll: (unit, roll) => {
      const d20 = roll.die(20);
      return d20 !== 20 && d20 <= unit.ld;
    },
  },${twin}
});
`;

// Each module here is the test's own: allowed for this load (docs/house-rules.md, Trust).
const load = async (dir: string, file: string) =>
  loadScenarioFile(join(dir, file), registry, { modules: { allowModules: true } });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as Error & { exitCode?: number },
  );

describe('a house rule without an exact twin: its exact distribution derived from the step', () => {
  it('natural 1 fails (no twin): --exact runs, and every check passes 1/20 less often than by the book', async () => {
    const natural1 = natural20('').replace('d20 !== 20', 'd20 !== 1');
    const sweep = 'sweep:\n  squad.grade: [untrained, green, regular, veteran, elite]\n';
    const dir = folder({
      'n1.ts': natural1,
      'house.yaml': `${MORALE}house_rules: ./n1.ts\n${sweep}`,
      'book.yaml': `${MORALE}${sweep}`,
    });
    const house = await runScenario(await load(dir, 'house.yaml'), { exact: true });
    const book = await runScenario(await load(dir, 'book.yaml'), { exact: true });
    expect(house.method).toBe('exact');
    // Independently: the book passes on faces 1 … LD; the house rule on faces 2 … LD.
    house.cells.forEach((c, i) =>
      expect(Math.abs(c.outcomes.passed.p - (book.cells[i].outcomes.passed.p - 1 / 20))).toBeLessThan(1e-12),
    );
  });

  it("close combat's score without its twin: the same exact results as with the twin the module used to need", async () => {
    const pair =
      'system: stargrunt2\nresolve: close-combat-pair\ntitle: Pair\nattacker: { quality: veteran, armour: light-power }\ndefender: { quality: regular, cover: soft }\nsweep:\n  defender.quality: [green, elite]\n';
    const rule = (twin: string) =>
      `import { defineHouseRules, dice } from 'gruntlab';\nexport default defineHouseRules({\n  for: 'stargrunt2 close-combat-pair',\n  steps: { score: (f, roll) => roll.die(f.sides) * (f.powerArmour ? 3 : 1) },${twin}\n});\n`;
    const dir = folder({
      'derived.ts': rule(''),
      'twin.ts': rule('\n  exact: { score: (f) => dice.die(f.sides).map((face) => face * (f.powerArmour ? 3 : 1)) },'),
      'derived.yaml': `${pair}house_rules: ./derived.ts\n`,
      'twin.yaml': `${pair}house_rules: ./twin.ts\n`,
    });
    const derived = await runScenario(await load(dir, 'derived.yaml'), { exact: true });
    const twin = await runScenario(await load(dir, 'twin.yaml'), { exact: true });
    derived.cells.forEach((c, i) => {
      for (const name of Object.keys(c.outcomes))
        expect(Math.abs(c.outcomes[name].p - twin.cells[i].outcomes[name].p)).toBeLessThan(1e-12);
    });
  });
});

describe('a twin written anyway is checked against the step when the scenario loads', () => {
  it('natural 20 fails with a wrong twin (a 20 counted out twice): refused, naming the step, input, outcome and both values', async () => {
    const wrong = '\n  exact: { ldRoll: (unit) => Math.max(0, Math.min(19, unit.ld) - 1) / 20 },';
    const dir = folder({
      'n20.ts': natural20(wrong),
      's.yaml': `${MORALE}house_rules: ./n20.ts\nsweep:\n  squad.grade: [green, elite]\n`,
    });
    const error = await failureOf(load(dir, 's.yaml').then((s) => runScenario(s)));
    expect(error?.message.replaceAll(dir + '/', '')).toMatch(
      /n20\.ts:3:16: the exact twin of step "ldRoll" disagrees with the step at input \{"ld":(\d+)\}, outcome true: probability 0\.\d+ by the twin, 0\.\d+ by the step/,
    );
    expect(error?.exitCode).toBe(2);
    expect(error?.message).not.toMatch(/\n\s+at /);
  });

  it('a right twin passes the check and is what exact uses', async () => {
    const right = '\n  exact: { ldRoll: (unit) => Math.max(0, Math.min(19, unit.ld)) / 20 },';
    const sweep = 'sweep:\n  squad.grade: [green, elite]\n';
    const dir = folder({
      'n20.ts': natural20(right),
      's.yaml': `${MORALE}house_rules: ./n20.ts\n${sweep}`,
      'book.yaml': `${MORALE}${sweep}`,
    });
    const doc = await runScenario(await load(dir, 's.yaml'), { exact: true });
    const book = await runScenario(await load(dir, 'book.yaml'), { exact: true });
    // Below LD 20 a natural 20 fails by the book as well: level, and rightly so.
    doc.cells.forEach((c, i) => expect(c.outcomes.passed.p).toBeCloseTo(book.cells[i].outcomes.passed.p, 14));
  });
});

const COIN = (
  exact: string,
  trial = "(roll.die(6) <= p.bias ? 'heads' : 'tails')",
) => `import { defineResolution } from 'gruntlab';

export default defineResolution({
  description: 'a loaded coin',
  params: { bias: { type: 'integer', min: 1, max: 5, default: 2 } },
  outcomes: { heads: 'Heads', tails: 'Tails' },
  distributions: { sixes: { label: 'Sixes', max: 2 } },
  trial: (p, roll) => ({ outcome: ${trial}, sixes: (roll.die(6) === 6 ? 1 : 0) + (roll.die(6) === 6 ? 1 : 0) }),${exact}
});
`;

describe("a designer's whole resolution: exact derived from its trial", () => {
  it("without exact: --exact gives the trial's own distribution (heads 2/6, two sixes 1/36)", async () => {
    const dir = folder({ 'coin.ts': COIN(''), 's.yaml': 'resolve: ./coin.ts\n' });
    const doc = await runScenario(await load(dir, 's.yaml'), { exact: true });
    expect(doc.cells[0].outcomes.heads.p).toBeCloseTo(2 / 6, 15);
    expect(doc.cells[0].distributions.sixes['2']).toBeCloseTo(1 / 36, 15);
  });

  it('a wrong exact is refused at load, naming the first result that differs with both values', async () => {
    const wrong =
      '\n  exact: (p) => ({ outcomes: { heads: p.bias / 5, tails: 1 - p.bias / 5 }, distributions: { sixes: [25 / 36, 10 / 36, 1 / 36] } }),';
    const dir = folder({ 'coin.ts': COIN(wrong), 's.yaml': 'resolve: ./coin.ts\n' });
    const error = await failureOf(load(dir, 's.yaml').then((s) => runScenario(s)));
    expect(error?.message.replaceAll(dir + '/', '')).toMatch(
      /coin\.ts:3:16: exact disagrees with trial at \{"bias":2\}: outcome heads has probability 0\.4 by exact, 0\.333\d* by trial/,
    );
  });

  it('a trial that draws roll.uniform() cannot be enumerated: --exact says so in words', async () => {
    const dir = folder({
      'coin.ts': COIN('', "(roll.uniform() < p.bias / 6 ? 'heads' : 'tails')"),
      's.yaml': 'resolve: ./coin.ts\n',
    });
    const error = await failureOf(load(dir, 's.yaml').then((s) => runScenario(s, { exact: true })));
    expect(error?.message).toMatch(
      /roll\.uniform\(\) draws a number from a continuum, which exact enumeration cannot follow/,
    );
  });
});
