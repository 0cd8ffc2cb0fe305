import { describe, expect, it } from 'vitest';
import { compileSpec } from '../render/compileSpec.js';
import { countMarks } from '../render/countMarks.js';
import { renderSvg } from '../render/renderSvg.js';
import { casualtyBars } from './casualtyBars.js';
import { exactFixture, fireFixture, fireInfo, singleFixture } from '../../testing/charts/fixtures.js';
import { keptValues } from './keptValues.js';
import { plain, rows } from './specTools.js';

describe('casualtyBars', () => {
  const doc = fireFixture();
  const dead = keptValues(doc.cells, 'dead').length;
  const wounded = keptValues(doc.cells, 'wounded').length;

  it('facets by casualty distribution in info order (JSDoc example)', () => {
    expect(plain(casualtyBars(doc, fireInfo)).facet.column.sort).toEqual(['Dead', 'Wounded']);
  });
  it('has one row per kept value and label, trailing tiny values dropped', () => {
    const spec = casualtyBars(doc, fireInfo);
    expect(dead).toBeLessThan(9);
    expect(rows(spec)).toHaveLength((dead + wounded) * 2);
    const deadRows = rows(spec).filter((r) => r.distribution === 'Dead');
    expect(Math.max(...deadRows.map((r) => r.figures as number))).toBe(dead - 1);
    expect(deadRows.find((r) => r.figures === 1 && r.label === 'Gauss rifle')?.p).toBe(doc.cells[1].distributions.dead['1']);
  });
  it('compiles without warnings and draws every bar, with labels and title in the SVG', async () => {
    const spec = casualtyBars(doc, fireInfo);
    expect(compileSpec(spec).warnings).toEqual([]);
    const svg = await renderSvg(spec);
    expect(countMarks(svg, 'rect')).toBe((dead + wounded) * 2);
    for (const text of ['Dead', 'Wounded', 'number of figures', 'Gauss rifle', doc.title]) expect(svg).toContain(text);
  });
  it('gives the means in the subtitle, one line per label', () => {
    const subtitle: string[] = plain(casualtyBars(doc, fireInfo)).title.subtitle;
    expect(subtitle[1]).toBe(`Mean, Advanced assault rifle: ${doc.cells[0].means.dead.mean.toFixed(2)} dead, `
      + `${doc.cells[0].means.wounded.mean.toFixed(2)} wounded`);
    expect(subtitle).toHaveLength(3);
  });
  it('handles one label and exact results', async () => {
    for (const d of [singleFixture(), exactFixture(fireFixture())]) {
      const spec = casualtyBars(d, fireInfo);
      expect(compileSpec(spec).warnings).toEqual([]);
      expect(countMarks(await renderSvg(spec), 'rect')).toBe(rows(spec).length);
    }
    expect(plain(casualtyBars(singleFixture(), fireInfo)).title.subtitle[1]).toMatch(/^Mean: \d\.\d\d dead, \d\.\d\d wounded$/);
  });
});
