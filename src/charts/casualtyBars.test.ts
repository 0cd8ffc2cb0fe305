import { describe, expect, it } from 'vitest';
import { exactFixture, fireFixture, fireInfo, singleFixture } from '../../testing/charts/fixtures.js';
import { compileSpec } from '../render/compileSpec.js';
import { countMarks } from '../render/countMarks.js';
import { renderSvg } from '../render/renderSvg.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { casualtyBars } from './casualtyBars.js';
import { keptValues } from './keptValues.js';
import type { VegaLiteSpec } from './NamedChart.js';
import { plain } from './specTools.js';

/** The data rows of every panel. */
const panelRows = (spec: VegaLiteSpec): Array<Record<string, unknown>> =>
  plain(spec).hconcat.flatMap((panel: { data: { values: Array<Record<string, unknown>> } }) => panel.data.values);

describe('casualtyBars', () => {
  const doc = fireFixture();
  // "At least k" bars start at k = 1: one bar fewer than the kept values 0, 1, ….
  const bars = (name: string): number => keptValues(doc.cells, name).length - 1;
  const all = bars('dead') + bars('wounded') + bars('casualties');

  it('draws a panel per casualty distribution in info order (JSDoc example)', () => {
    expect(
      plain(casualtyBars(doc, fireInfo)).hconcat.map((panel: { title: { text: string } }) => panel.title.text),
    ).toEqual(['Dead', 'Wounded', 'Casualties (dead or wounded)']);
  });
  it('draws counts of figures as the chance of at least k, k = 1, 2, … (no bar for none), trailing tiny values dropped', () => {
    const spec = casualtyBars(doc, fireInfo);
    expect(panelRows(spec)).toHaveLength(all * 2);
    const deadRows = panelRows(spec).filter((r) => r.distribution === 'Dead');
    expect(Math.min(...deadRows.map((r) => r.figures as number))).toBe(1);
    expect(Math.max(...deadRows.map((r) => r.figures as number))).toBe(bars('dead'));
    const gauss = doc.cells[1].distributions.dead;
    expect(deadRows.find((r) => r.figures === 1 && r.label === 'Gauss rifle')?.p).toBeCloseTo(1 - gauss['0'], 12);
    expect(deadRows.find((r) => r.figures === 2 && r.label === 'Gauss rifle')?.p).toBeCloseTo(
      1 - gauss['0'] - gauss['1'],
      12,
    );
  });
  it('compiles without warnings and draws every bar, with labels and title in the SVG', async () => {
    const spec = casualtyBars(doc, fireInfo);
    expect(compileSpec(spec).warnings).toEqual([]);
    const svg = await renderSvg(spec);
    expect(countMarks(svg, 'rect')).toBe(all * 2);
    for (const text of [
      'Dead',
      'Wounded',
      'at least this many figures',
      'Chance of at least',
      'Gauss rifle',
      doc.title,
    ])
      expect(svg).toContain(text);
  });
  it('gives the means and the chance of none in the subtitle, one line per label', () => {
    const subtitle: string[] = plain(casualtyBars(doc, fireInfo)).title.subtitle;
    const [first] = doc.cells;
    const none = (name: string): string => `${(100 * first.distributions[name]['0']).toFixed(0)}%`;
    expect(subtitle[1]).toBe(
      `Mean, Advanced assault rifle: ${first.means.dead.mean.toFixed(2)} dead, none ${none('dead')}; ` +
        `${first.means.wounded.mean.toFixed(2)} wounded, none ${none('wounded')}; ` +
        `${first.means.casualties.mean.toFixed(2)} casualties (dead or wounded), none ${none('casualties')}`,
    );
    expect(subtitle).toHaveLength(3);
  });
  it("handles one label and exact results, printing each bar's chance above it for one label", async () => {
    for (const d of [singleFixture(), exactFixture(fireFixture())]) {
      const spec = casualtyBars(d, fireInfo);
      expect(compileSpec(spec).warnings).toEqual([]);
      expect(countMarks(await renderSvg(spec), 'rect')).toBe(panelRows(spec).length);
    }
    const single = singleFixture();
    const svg = await renderSvg(casualtyBars(single, fireInfo));
    expect(svg).toContain(`${(100 * (1 - single.cells[0].distributions.dead['0'])).toFixed(1)}%`);
    expect(plain(casualtyBars(single, fireInfo)).title.subtitle[1]).toMatch(/^Mean: \d\.\d\d dead, none \d+%; /);
  });
  it('starts a plain distribution at its first possible value (3d6 from 3)', () => {
    const info: ResolutionInfo = { ...fireInfo, valueUnit: undefined, casualtyDistributions: ['dead'] };
    const dice = {
      ...doc,
      cells: doc.cells.map((c) => ({
        ...c,
        distributions: { ...c.distributions, dead: { '0': 0, '1': 0, '2': 0, '3': 0.5, '4': 0.5 } },
      })),
    };
    expect(panelRows(casualtyBars(dice, info)).map((r) => r.figures)).toEqual([3, 3, 4, 4]);
  });
  it('draws levels and turns as the chance of each value, 0 included', () => {
    const info: ResolutionInfo = { ...fireInfo, valueUnit: undefined };
    const spec = casualtyBars(doc, info);
    expect(panelRows(spec)).toHaveLength((all + 3) * 2);
    expect(
      panelRows(spec).find((r) => r.figures === 0 && r.distribution === 'Dead' && r.label === 'Gauss rifle')?.p,
    ).toBe(doc.cells[1].distributions.dead['0']);
    expect(plain(spec).title.subtitle[1]).not.toContain('none');
  });
});
