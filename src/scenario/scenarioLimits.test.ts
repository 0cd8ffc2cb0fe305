import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { edit, problemsOf } from '../../testing/scenario/problemsOf.js';
import { GOOD_TOY } from '../../testing/scenario/toyResolution.js';
import { registry } from '../systems/registry.js';
import { decodeScenarioText } from './decodeScenarioText.js';
import { loadScenario } from './loadScenario.js';
import { ScenarioError } from './ScenarioError.js';
import { scenarioLimits } from './scenarioLimits.js';

/** The messages of the problems a real scenario text gives (regression tests from the fuzzing audit). */
async function realProblems(text: string): Promise<string[]> {
  try {
    await loadScenario('x.yaml', text, registry);
  } catch (error) {
    if (error instanceof ScenarioError) return error.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
    throw error;
  }
  throw new Error('expected the scenario to be rejected, but it loaded');
}

describe('limits checked before anything is sized', () => {
  test('every limit says why', () => {
    for (const limit of Object.values(scenarioLimits)) expect(limit.why.length).toBeGreaterThan(20);
  });

  test('a turn cap of 10⁹ or .inf is refused by the schema, never used to size an array (exit 133 before)', async () => {
    const base = readFileSync('scenarios/grunt-factor/panic-recovery-under-fire.yaml', 'utf8');
    expect(await realProblems(edit(base, 'max_turns: 8', 'max_turns: 1000000000'))).toEqual([
      expect.stringMatching(/^11:12 max_turns 1000000000 is too high/),
    ]);
    expect((await realProblems(edit(base, 'max_turns: 8', 'max_turns: .inf')))[0]).toMatch(/^11:12 /);
  });

  test('a troop count of 10⁹ is refused', async () => {
    const base = readFileSync('scenarios/tables/sg2-fire-by-quality-and-band.yaml', 'utf8');
    expect((await realProblems(edit(base, 'count: 5,', 'count: 1000000000,')))[0]).toMatch(
      /count 1000000000 is too high/,
    );
  });

  test('a control character in the title is refused where it is written (it broke the SVG step before)', async () => {
    const [d] = await problemsOf(
      edit(GOOD_TOY, 'title: Regulars', 'title: "a\\0Regulars'.replace('Regulars', 'R"')).replace(
        'R" fire on a squad in the treeline',
        'R"',
      ),
    );
    expect(d.line).toBe(3);
    expect(d.message).toMatch(/control character \(U\+0000\)/);
  });

  test('a title over the limit is refused with the limit and the reason', async () => {
    const [d] = await problemsOf(edit(GOOD_TOY, 'title: Regulars', `title: ${'x'.repeat(10_000)} Regulars`));
    expect(d.line).toBe(3);
    expect(d.message).toContain(`over the limit of ${scenarioLimits.titleLength.max}`);
    expect(d.message).toContain(scenarioLimits.titleLength.why);
  });

  test('a sweep of 2,000 values, and a value swept twice, are refused (stack overflow and memory before)', async () => {
    const many = await problemsOf(
      `${GOOD_TOY}sweep:\n  range: [${Array.from({ length: 2000 }, (_, i) => i + 1).join(', ')}]\n`,
    );
    expect(many.map((d) => d.message)).toEqual([expect.stringContaining('has 2000 values, over the limit of 100')]);
    const twice = await problemsOf(`${GOOD_TOY}sweep:\n  range: [4, 8, 4]\n`);
    expect(twice.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      `14:17 the sweep over range lists 4 more than once; each value is run once`,
    ]);
  });

  test('too many cells in all is refused at the sweep', async () => {
    const values = (n: number) => `[${Array.from({ length: n }, (_, i) => i + 1).join(', ')}]`;
    const [d] = await problemsOf(`${GOOD_TOY}sweep:\n  range: ${values(50)}\n  target.figures: ${values(50)}\n`);
    expect(d.line).toBe(13);
    expect(d.message).toContain('make 2500 cells, over the limit of 2000');
  });

  test("a number past 2⁵³ is told the schema's own bound, not the safe-integer range", async () => {
    const base = readFileSync('scenarios/grunt-factor/panic-recovery-under-fire.yaml', 'utf8');
    for (const huge of ['1e308', '9007199254740993', '1.5e300']) {
      const [problem, ...more] = await realProblems(edit(base, 'max_turns: 8', `max_turns: ${huge}`));
      expect(problem).toMatch(/^11:12 max_turns \S+ is too high/);
      expect(more).toEqual([]);
    }
    const [low] = await realProblems(edit(base, 'max_turns: 8', 'max_turns: -1e308'));
    expect(low).toMatch(/^11:12 max_turns -1e\+308 is too low/);
  });

  test('an alias bomb names the file and the place', async () => {
    const rows = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [i, name] of ['b', 'c', 'd', 'e', 'f'].entries())
      rows.push(`${name}: &${name} [${Array(9).fill(`*${'abcde'[i]}`).join(', ')}]`);
    const [d] = await problemsOf(`${GOOD_TOY}${rows.join('\n')}\n`);
    expect(d.file).toBe('scenarios/x.yaml');
    expect(d.line).toBe(14);
    expect(d.message).toContain('aliases');
  });

  test('nesting too deep is refused', async () => {
    const list = await problemsOf(`${GOOD_TOY}extra: ${'['.repeat(30)}${']'.repeat(30)}\n`);
    expect(list.some((d) => d.message.includes(`nested more than ${scenarioLimits.depth.max} levels`))).toBe(true);
  });

  test('nesting thousands deep is refused at the first list past the limit, the same place every time', async () => {
    const tooDeep = `the keys here are nested more than ${scenarioLimits.depth.max} levels deep: ${scenarioLimits.depth.why}`;
    // "extra: " then the root map's own level: the 17th level is the 16th bracket, at column 8 + 15.
    for (const open of [20, 2000, 20_000, 100_000]) {
      expect(await realProblems(`${GOOD_TOY}extra: ${'['.repeat(open)}\n`)).toEqual([`13:23 ${tooDeep}`]);
    }
    const blocks = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- `).join('\n');
    expect(await realProblems(`${GOOD_TOY}extra:\n${blocks}x\n`)).toEqual([`29:31 ${tooDeep}`]);
    const twoBranches = `${GOOD_TOY}a: ${'['.repeat(17)}${']'.repeat(17)}\nb: ${'{x: '.repeat(20)}1${'}'.repeat(20)}\n`;
    expect(await realProblems(twoBranches)).toEqual([`13:19 ${tooDeep}`, `14:64 ${tooDeep}`]);
  });
});

describe('decodeScenarioText', () => {
  test('UTF-16 is told apart from a file that is not a map', () => {
    const bytes = Buffer.from('\ufeffsystem: toy\n', 'utf16le');
    expect(() => decodeScenarioText('a.yaml', bytes)).toThrow(ScenarioError);
    try {
      decodeScenarioText('a.yaml', bytes);
    } catch (error) {
      expect((error as ScenarioError).diagnostics[0].message).toContain('UTF-16 (little-endian)');
    }
  });

  test('bytes that are not UTF-8 are located by line', () => {
    try {
      decodeScenarioText('a.yaml', Buffer.from([...Buffer.from('system: toy\ntitle: '), 0xff, 0x0a]));
      expect.unreachable();
    } catch (error) {
      expect((error as ScenarioError).diagnostics[0]).toMatchObject({ file: 'a.yaml', line: 2 });
    }
  });

  test('a file over the size limit is refused before it is read as YAML', () => {
    expect(() => decodeScenarioText('a.yaml', Buffer.alloc(scenarioLimits.fileBytes.max + 1, 0x20))).toThrow(
      /over the limit of 262144 bytes/,
    );
  });

  test('UTF-8 with or without a byte-order mark reads as text', () => {
    expect(decodeScenarioText('a.yaml', Buffer.from('\ufeffsystem: toy\n'))).toBe('system: toy\n');
  });
});
