import { describe, expect, test } from 'vitest';
import { GOOD_TOY, type ToyNormalized, toyRegistry, toyResolution } from '../../testing/scenario/toyResolution.js';
import { loadScenario } from './loadScenario.js';

describe('loadScenario: a plain scenario', () => {
  test('one cell, labelled with the title, with the defaults', async () => {
    const s = await loadScenario('scenarios/toy/regulars.yaml', GOOD_TOY, toyRegistry);
    expect(s.resolution.system).toBe('toy');
    expect(s.resolution.resolve).toBe('roll');
    expect(s.file).toBe('scenarios/toy/regulars.yaml');
    expect(s.title).toBe('Regulars fire on a squad in the treeline');
    expect(s.trials).toBe(1_000_000);
    expect(s.seed).toBe(1);
    expect(s.sweep).toEqual([]);
    expect(s.labels).toEqual([s.title]);
    expect(s.cells).toHaveLength(1);
    expect(s.cells[0].label).toBe(s.title);
    expect(s.cells[0].params).toEqual({});
    expect((s.cells[0].normalized as ToyNormalized).shots).toBe(6);
  });

  test('the title defaults to the file name without its extension; trials and seed as written', async () => {
    const text = GOOD_TOY.replace(/^title: .*\n/m, '') + 'trials: 5000\nseed: 0\n';
    const s = await loadScenario('scenarios/toy/fire-regulars-vs-treeline.yaml', text, toyRegistry);
    expect(s.title).toBe('fire-regulars-vs-treeline');
    expect(s.labels).toEqual(['fire-regulars-vs-treeline']);
    expect(s.trials).toBe(5000);
    expect(s.seed).toBe(0);
  });

  test('the input is the parsed cell, with the schema defaults filled in', async () => {
    const s = await loadScenario('x.yaml', `${GOOD_TOY}rules: {}\n`, toyRegistry);
    expect((s.cells[0].input as { rules: unknown }).rules).toEqual({ casualties: 'standard' });
  });

  test('an editor schema comment, anchors and aliases are fine', async () => {
    const text = `# yaml-language-server: $schema=../../schemas/scenario.schema.json\n${GOOD_TOY.replace('figures: 8', 'figures: &n 8')}seed: *n\n`;
    expect((await loadScenario('x.yaml', text, toyRegistry)).seed).toBe(8);
  });
});

describe('loadScenario: sweep and compare', () => {
  test('the documented example: a sweep over range', async () => {
    const s = await loadScenario('a.yaml', `${GOOD_TOY}sweep:\n  range: [4, 8]\n`, [toyResolution]);
    expect(s.cells.map((c) => c.params)).toEqual([{ range: 4 }, { range: 8 }]);
  });

  test('sweep axes in file order, cells in row-major order, params per cell', async () => {
    const text = `${GOOD_TOY}sweep:\n  target.cover: [open, soft, hard]\n  range: [4, 40]\n`;
    const s = await loadScenario('x.yaml', text, toyRegistry);
    expect(s.sweep).toEqual([
      { path: 'target.cover', values: ['open', 'soft', 'hard'] },
      { path: 'range', values: [4, 40] },
    ]);
    expect(s.cells.map((c) => c.params)).toEqual([
      { 'target.cover': 'open', range: 4 },
      { 'target.cover': 'open', range: 40 },
      { 'target.cover': 'soft', range: 4 },
      { 'target.cover': 'soft', range: 40 },
      { 'target.cover': 'hard', range: 4 },
      { 'target.cover': 'hard', range: 40 },
    ]);
    expect(s.cells.map((c) => (c.normalized as ToyNormalized).cover)).toEqual([
      'open',
      'open',
      'soft',
      'soft',
      'hard',
      'hard',
    ]);
    expect(s.cells.map((c) => (c.normalized as ToyNormalized).range)).toEqual([4, 40, 4, 40, 4, 40]);
  });

  test('compare × sweep: label-major; entries deep-merged with lists replaced', async () => {
    const text = `${GOOD_TOY}sweep:
  range: [4, 8]
compare:
  - label: Advanced assault rifle
  - label: Gauss rifle
    firer: { troops: [ { count: 2, weapon: gauss-rifle } ] }
  - label: 1942
    target: { figures: 3 }
`;
    const s = await loadScenario('x.yaml', text, toyRegistry);
    expect(s.labels).toEqual(['Advanced assault rifle', 'Gauss rifle', '1942']);
    expect(s.cells.map((c) => `${c.label} @${c.params.range}`)).toEqual([
      'Advanced assault rifle @4',
      'Advanced assault rifle @8',
      'Gauss rifle @4',
      'Gauss rifle @8',
      '1942 @4',
      '1942 @8',
    ]);
    const gauss = s.cells[2].input as { firer: { quality: string; troops: unknown[] }; target: { cover: string } };
    expect(gauss.firer.quality).toBe('regular'); // kept from the base: maps merge
    expect(gauss.firer.troops).toEqual([{ count: 2, weapon: 'gauss-rifle' }]); // the list is replaced
    const small = s.cells[4].input as { target: { figures: number; cover: string } };
    expect(small.target).toEqual({ figures: 3, cover: 'soft' });
    expect((s.cells[0].normalized as ToyNormalized).shots).toBe(6);
    expect((s.cells[2].normalized as ToyNormalized).shots).toBe(2);
  });

  test('a sweep can reach rules the base does not set, and list entries by index', async () => {
    const text = `${GOOD_TOY}sweep:\n  rules.casualties: [standard, quick-and-dirty]\n  firer.troops.1.count: [1, 3]\n`;
    const s = await loadScenario('x.yaml', text, toyRegistry);
    expect(
      s.cells.map((c) => `${(c.normalized as ToyNormalized).casualties} ${(c.normalized as ToyNormalized).shots}`),
    ).toEqual(['standard 6', 'standard 8', 'quick-and-dirty 6', 'quick-and-dirty 8']);
  });

  test('the cell count is labels × the product of the sweep sizes', async () => {
    const text = `${GOOD_TOY}sweep:\n  range: [1, 2, 3]\n  target.figures: [1, 2]\ncompare:\n  - label: A\n  - label: B\n`;
    const s = await loadScenario('a.yaml', text, toyRegistry);
    expect(s.cells.length).toBe(s.labels.length * s.sweep.reduce((n, a) => n * a.values.length, 1));
    expect(s.cells).toHaveLength(12);
  });
});
