import { describe, expect, it } from 'vitest';
import { fireFixture, fireInfo, sweepFixture, sweepShape } from '../../testing/charts/fixtures.js';
import { compileSpec, renderSvg } from '../render/index.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { rows } from './specTools.js';
import { sweepDistributions } from './sweepDistributions.js';

describe('sweepDistributions', () => {
  it('draws one chart per casualty distribution over a sweep, and none without one', () => {
    expect(sweepDistributions(fireFixture(), fireInfo)).toEqual([]);
    const charts = sweepDistributions(sweepFixture(), fireInfo);
    expect(charts.map((c) => c.name)).toEqual([
      'sweep-distribution-dead',
      'sweep-distribution-wounded',
      'sweep-distribution-casualties',
    ]);
    for (const c of charts) expect(compileSpec(c.spec).warnings).toEqual([]);
  });

  it('draws counts of figures as lines of the chance of at least k, k from 1, falling with k', async () => {
    const doc = sweepFixture();
    const [dead] = sweepDistributions(doc, fireInfo);
    const values = rows(dead.spec) as Array<{ x: string; col: string; label: string; value: number; p: number }>;
    expect(Math.min(...values.map((v) => v.value))).toBe(1);
    const cell = doc.cells.find(
      (c) => c.params.range === 4 && c.params['target.cover'] === 'open' && c.label === doc.labels[0],
    )!;
    const atFour = values.filter((v) => v.x === '4' && v.col === 'open' && v.label === doc.labels[0]);
    expect(atFour[0].p).toBeCloseTo(1 - cell.distributions.dead['0'], 12);
    for (let i = 1; i < atFour.length; i++) expect(atFour[i].p).toBeLessThanOrEqual(atFour[i - 1].p);
    const svg = await renderSvg(dead.spec);
    for (const text of ['Dead: chance of at least 1, 2, …', 'At least (figures)', 'Chance of at least'])
      expect(svg).toContain(text);
  });

  it('stacks the whole distribution when the values are not figures (a level or a number of turns)', () => {
    const info: ResolutionInfo = { ...fireInfo, valueUnit: undefined };
    const [dead] = sweepDistributions(sweepFixture(), info);
    const values = rows(dead.spec) as Array<{ x: string; label: string; col: string; p: number }>;
    const stack = values.filter((v) => v.x === '4' && v.col === 'open' && v.label === values[0].label);
    expect(stack.reduce((s, v) => s + v.p, 0)).toBeGreaterThan(0.999);
  });

  it('gives every cell of a sweep over three or more parameters its own panel: a row per label and later swept value, no two cells on one line', () => {
    const doc = sweepShape('three-axes');
    const [dead] = sweepDistributions(doc, fireInfo);
    const values = rows(dead.spec) as Array<{ x: string; col: string; row: string; value: number }>;
    const places = values.map((v) => `${v.x}|${v.col}|${v.row}|${v.value}`);
    expect(new Set(places).size).toBe(places.length);
    const facet = (dead.spec as unknown as { facet: { row: { sort: string[] } } }).facet;
    expect(facet.row.sort).toEqual(doc.labels.flatMap((label) => ['regular', 'veteran'].map((q) => `${label} · ${q}`)));
    expect(compileSpec(dead.spec).warnings).toEqual([]);
  });
});
