import { describe, expect, it } from 'vitest';
import { exactFixture, fireFixture, fireInfo, singleFixture, sweepFixture } from '../../testing/charts/fixtures.js';
import { compileSpec } from '../render/compileSpec.js';
import { countMarks } from '../render/countMarks.js';
import { renderSvg } from '../render/renderSvg.js';
import { outcomeBars } from './outcomeBars.js';
import { plain, rows } from './specTools.js';

describe('outcomeBars', () => {
  it('has one row per outcome and label, in info order (JSDoc example)', () => {
    const spec = outcomeBars(fireFixture(), fireInfo);
    expect(rows(spec)).toHaveLength(6);
    expect(rows(spec)[0]).toMatchObject({ outcome: 'No effect', label: 'Advanced assault rifle' });
    expect(plain(spec).encoding.x.sort).toEqual(['No effect', 'Suppressed only', 'Effective fire']);
  });
  it('compiles without warnings and groups bars by label', () => {
    const spec = outcomeBars(fireFixture(), fireInfo);
    expect(compileSpec(spec).warnings).toEqual([]);
    expect(plain(spec).encoding.xOffset.field).toBe('label');
    expect(plain(spec).layer[0].encoding.color.sort).toEqual(['Advanced assault rifle', 'Gauss rifle']);
  });
  it('titles with the document title and says method, seed and trials', () => {
    const title = plain(outcomeBars(fireFixture(), fireInfo)).title;
    expect(title.text).toBe('Regular rifle squad fires on a Green squad in the treeline');
    expect(title.subtitle[0]).toMatch(/Monte Carlo, seed 7, 1,000,000 trials/);
  });
  it('draws bars, error bars and percentages, with the title in the SVG', async () => {
    const svg = await renderSvg(outcomeBars(fireFixture(400), fireInfo));
    expect(countMarks(svg, 'rect')).toBe(6);
    expect(countMarks(svg, 'rule')).toBe(6);
    expect(svg).toContain('Regular rifle squad fires on a Green squad in the treeline');
    expect(svg).toContain('Suppressed only');
    expect(svg).toMatch(/>\d+\.\d%</);
  });
  it('has no error bars for exact results and says "exact"', async () => {
    const spec = outcomeBars(exactFixture(fireFixture()), fireInfo);
    expect(compileSpec(spec).warnings).toEqual([]);
    expect(plain(spec).title.subtitle).toEqual(['exact probabilities']);
    const svg = await renderSvg(spec);
    expect(countMarks(svg, 'rect')).toBe(6);
    expect(countMarks(svg, 'rule')).toBe(0);
  });
  it('draws one colour and no legend for a single label', async () => {
    const spec = outcomeBars(singleFixture(), fireInfo);
    expect(compileSpec(spec).warnings).toEqual([]);
    expect(plain(spec).encoding.xOffset).toBeUndefined();
    const svg = await renderSvg(spec);
    expect(countMarks(svg, 'rect')).toBe(3);
    expect(svg).not.toContain('role-legend');
  });
  it('draws the first grid point of a sweep and says which', () => {
    const spec = outcomeBars(sweepFixture(), fireInfo);
    expect(rows(spec)).toHaveLength(6);
    expect(plain(spec).title.subtitle[1]).toBe('at range = 4, target.cover = open');
  });
});
