import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axisTitle } from '../src/results/axisTitle.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { buildTables } from '../src/table/buildTables.js';
import { tablesMarkdown } from '../src/table/tablesMarkdown.js';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';
import { infoOf } from '../testing/infoOf.js';

const FIRE = join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');
const doc = await runScenario(await loadScenarioFile(FIRE, registry), { exact: true });
const info = await infoOf('stargrunt2', 'fire');
const at = (range: number, label: string) => doc.cells.find((c) => c.params.range === range && c.label === label)!;

describe('reference tables, cut every way a playsheet needs', () => {
  it('puts the compare labels on an axis, with headings in words', () => {
    const [table] = buildTables(doc, info, { rows: 'range', columns: 'label', values: ['effective'] });
    expect(table.columns).toEqual(['Advanced assault rifle', 'Gauss rifle']);
    expect(table.cells[0][1]!.value).toBe(at(4, 'Gauss rifle').outcomes.effective.p);
    expect(tablesMarkdown(doc, [table])).toContain(
      '| Range (inches) \\ Variant | Advanced assault rifle | Gauss rifle |',
    );
  });

  it('makes one-way tables, derived outcomes, at-most and at-least values and cumulative "at least k" columns', () => {
    const [oneWay] = buildTables(doc, info, { rows: 'range', values: ['any_dead'] });
    expect(oneWay.columns).toEqual(['At least one dead']);
    expect(oneWay.cells[0][0]!.value).toBe(at(4, 'Advanced assault rifle').derived!.any_dead.p);
    const [atMost] = buildTables(doc, info, { rows: 'range', values: ['dead<=1'] });
    expect(atMost.valueLabel).toBe('P(dead ≤ 1)');
    const dead = at(40, 'Advanced assault rifle').distributions.dead;
    expect(atMost.cells[9][0]!.value).toBeCloseTo(dead['0'] + dead['1'], 14);
    const [cumulative] = buildTables(doc, info, { rows: 'range', values: ['dead>=*'] });
    expect(cumulative.columns).toEqual(['1', '2', '3', '4', '5']);
    expect(cumulative.title).toBe('Dead: the chance of at least k — Advanced assault rifle');
    const atFour = at(4, 'Advanced assault rifle').distributions.dead;
    expect(cumulative.cells[0][1]!.value).toBeCloseTo(1 - atFour['0'] - atFour['1'], 14); // at least 2 dead at 4"

    expect(() => buildTables(doc, info, { rows: 'range', columns: 'label', values: ['dead>=*'] })).toThrow(
      /makes its own columns/,
    );
  });

  it('prints "—" where the fire is impossible (range die beyond D12), not 0%', async () => {
    const text = `system: stargrunt2
resolve: fire
firer: { quality: regular, troops: [ { count: 5, weapon: advanced-assault-rifle } ] }
target: { figures: 6, armour: partial-light, cover: hard }
range_band: 1
sweep:
  range_band: [3, 4, 5]
`;
    const { loadScenario } = await import('../src/scenario/index.js');
    const hard = await runScenario(await loadScenario('hard.yaml', text, registry), { exact: true });
    expect(hard.cells.map((c) => c.impossible ?? false)).toEqual([false, true, true]);
    const [table] = buildTables(hard, info, { rows: 'range_band', values: ['effective'] });
    expect(tablesMarkdown(hard, [table])).toMatch(
      /\| \*\*3\*\* \| [\d.]+% \|\n\| \*\*4\*\* \| — \|\n\| \*\*5\*\* \| — \|/,
    );
  });

  it('names paths in words', () => {
    expect(axisTitle('firer.quality')).toBe('Firer quality');
    expect(axisTitle('range_band')).toBe('Range band');
    expect(axisTitle('firer.troops.0.count', info)).toBe('Firer troops 0 count (figures)');
  });

  it('a preset honours --value', async () => {
    const work = mkdtempSync(join(tmpdir(), 'gruntlab-tables-'));
    const { stdout, code } = await gruntlabIn(work)(
      'table',
      '--preset',
      'sg2-fire-by-quality-and-band',
      '--value',
      'mean.dead',
      '--format',
      'md',
      '--out',
      'out',
      '-q',
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const md = readFileSync(join(work, 'out', 'tables.md'), 'utf8');
    rmSync(work, { recursive: true, force: true });
    expect(md).toContain('## Mean dead — Target cover open');
    expect(md).not.toContain('## Effective fire');
  }, 60_000);
});
