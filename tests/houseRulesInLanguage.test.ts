import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CellResult } from '../src/results/ResultsDocument.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';

// The worked house rules of scenarios/house-rules/ that are written in the dice language, each checked against the
// same rule as a module: every cell's exact results agree to 1e-12. The modules of rules that moved to the language
// live on here as the reference; morale-2d10.ts and power-armour-shift.ts stay in the folder (docs/house-rules.md
// teaches modules with them) beside their -dice.yaml siblings.

const EXAMPLES = join(import.meta.dirname, '..', 'scenarios', 'house-rules');

/** heroic-luck.ts as it was: the better (lower) of two 3d6. */
const HEROIC_LUCK = `import { defineHouseRules } from 'gruntlab';

export default defineHouseRules({
  for: 'man-to-man skill-roll',
  steps: {
    threeDice: (roll) => Math.min(roll.dice(3, 6), roll.dice(3, 6)),
  },
});
`;

/** natural-one.ts as it was: a natural 1 always hits, and each figure it catches rolls its damage twice. */
const NATURAL_ONE = `import { book, defineHouseRules, dice, type Roll, type Shooter } from 'gruntlab';

function figuresDown(shooter: Shooter, saveRolls: number, roll: Roll): number {
  let down = 0;
  for (let f = 0; f < shooter.caught; f++) {
    let failed = false;
    for (let r = 0; r < saveRolls; r++) if (roll.die(20) > shooter.save) failed = true;
    if (failed) down++;
  }
  return down;
}

export default defineHouseRules({
  for: 'grunt-factor ranged-attack',
  steps: {
    attack: (shooter, roll) => {
      const face = roll.die(20);
      if (face === 1) return figuresDown(shooter, shooter.saveRolls * 2, roll);
      return face <= shooter.toHit ? figuresDown(shooter, shooter.saveRolls, roll) : -1;
    },
  },
  exact: {
    attack: (shooter) => {
      const damage = (saveRolls: number) =>
        book['grunt-factor ranged-attack'].exact.attack({ ...shooter, toHit: 20, saveRolls });
      return dice.die(20).chain((face) =>
        face === 1
          ? damage(shooter.saveRolls * 2)
          : face <= shooter.toHit ? damage(shooter.saveRolls) : dice.constant(-1));
    },
  },
});
`;

/** A scenario's text with its (last) compare entry's `house_rules:` block replaced by `house_rules: RULE`. */
function withHouseRules(text: string, rule: string): string {
  const at = text.lastIndexOf('    house_rules:');
  expect(at).toBeGreaterThan(0);
  return `${text.slice(0, at)}    house_rules: ${rule}\n`;
}

/** A folder of its own holding these files; returns the path of `file` in it. */
function inFolder(files: Record<string, string>, file: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gruntlab-house-lang-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return join(dir, file);
}

/** The module version of an example whose house rule is now in the language, with its module restated here. */
function moduleVersion(example: string, moduleText: string): string {
  const text = withHouseRules(readFileSync(join(EXAMPLES, example), 'utf8'), './rule.ts');
  return inFolder({ 'rule.ts': moduleText, 'module.yaml': text }, 'module.yaml');
}

const exactCells = async (file: string) => {
  const loaded = await loadScenarioFile(file, registry, { modules: { allowModules: true } });
  const doc = await runScenario(loaded, { exact: true });
  expect(doc.method).toBe('exact');
  return doc.cells;
};

/**
 * Every outcome's probability (derived ones too), every distribution value's and every mean, by name, of one cell.
 * A distribution's values of probability 0 are left out: a histogram's size differs between a module (its stated
 * most) and `resolve: dice` (the exact range).
 */
function figures(cell: CellResult): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, interval] of Object.entries(cell.outcomes)) out.set(`outcome ${name}`, interval.p);
  for (const [name, interval] of Object.entries(cell.derived ?? {})) out.set(`derived ${name}`, interval.p);
  for (const [name, values] of Object.entries(cell.distributions)) {
    for (const [value, p] of Object.entries(values)) if (p !== 0) out.set(`distribution ${name} = ${value}`, p);
  }
  for (const [name, mean] of Object.entries(cell.means)) out.set(`mean ${name}`, mean.mean);
  return out;
}

/** The two runs agree cell by cell to 1e-12, and the house rule's cells differ from the book's (the rule ran). */
function expectSameExact(language: CellResult[], module: CellResult[], houseLabel: string): void {
  // A module's keys are the scenario's own (def); `resolve: dice` names its parameters under params (params.def).
  const point = (c: CellResult) => [c.label, JSON.stringify(c.params).replaceAll('"params.', '"')];
  expect(language.map(point)).toEqual(module.map(point));
  language.forEach((cell, i) => {
    const want = figures(module[i]);
    const got = figures(cell);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    const where = `${cell.label} ${JSON.stringify(cell.params)}`;
    for (const [name, p] of want) expect(Math.abs(got.get(name)! - p), `${where} ${name}`).toBeLessThan(1e-12);
  });
  const house = language.filter((c) => c.label === houseLabel);
  expect(house.length).toBeGreaterThan(0);
  const bookAt = (cell: CellResult) =>
    language.find((c) => c.label !== houseLabel && JSON.stringify(c.params) === JSON.stringify(cell.params))!;
  const differs = (cell: CellResult) =>
    [...figures(cell)].some(([name, p]) => Math.abs(p - figures(bookAt(cell)).get(name)!) > 1e-3);
  const moved = house.some(differs);
  expect(moved).toBe(true);
}

describe('worked house rules written in the dice language give the modules’ exact results', () => {
  it('heroic-luck: [lowest of 3d6 and 3d6] as threeDice', async () => {
    const language = await exactCells(join(EXAMPLES, 'heroic-luck.yaml'));
    const module = await exactCells(moduleVersion('heroic-luck.yaml', HEROIC_LUCK));
    expectSameExact(language, module, 'House rule (better of two)');
  });

  it('natural-one: a natural 1 hits with double damage rolls, as attack', async () => {
    const language = await exactCells(join(EXAMPLES, 'natural-one.yaml'));
    const module = await exactCells(moduleVersion('natural-one.yaml', NATURAL_ONE));
    expectSameExact(language, module, 'House rule (a natural 1 always hits, double damage)');
  });

  it('morale-2d10-dice: 2d10 <= ld as ldRoll, against morale-2d10.ts', async () => {
    const language = await exactCells(join(EXAMPLES, 'morale-2d10-dice.yaml'));
    expectSameExact(language, await exactCells(join(EXAMPLES, 'morale-2d10.yaml')), 'House rule (2d10)');
  });

  it('power-armour-shift-dice: one die type up, D12 at most, as score, against power-armour-shift.ts', async () => {
    const language = await exactCells(join(EXAMPLES, 'power-armour-shift-dice.yaml'));
    const module = await exactCells(join(EXAMPLES, 'power-armour-shift.yaml'));
    expectSameExact(language, module, 'House rule (one die shift)');
  });

  it('exploding-attack-dice: the procedure as resolve: dice, against exploding-attack.ts', async () => {
    const language = await exactCells(join(EXAMPLES, 'exploding-attack-dice.yaml'));
    const module = await exactCells(join(EXAMPLES, 'exploding-attack.yaml'));
    expectSameExact(language, module, 'House rule (exploding six)');
  });

  it('the same score rule over a whole close assault agrees with power-armour-shift.ts', async () => {
    const rule = readFileSync(join(EXAMPLES, 'power-armour-shift-dice.yaml'), 'utf8').match(/^ {6}score: .*$/m)?.[0];
    expect(rule).toBeDefined();
    const assault = readFileSync(join(EXAMPLES, 'power-armour-shift-assault.yaml'), 'utf8');
    const dir = mkdtempSync(join(tmpdir(), 'gruntlab-house-lang-'));
    writeFileSync(join(dir, 'dice.yaml'), withHouseRules(assault, `\n${rule}`));
    writeFileSync(join(dir, 'module.yaml'), assault);
    copyFileSync(join(EXAMPLES, 'power-armour-shift.ts'), join(dir, 'power-armour-shift.ts'));
    const language = await exactCells(join(dir, 'dice.yaml'));
    expectSameExact(language, await exactCells(join(dir, 'module.yaml')), 'House rule (one die shift)');
  });
});
