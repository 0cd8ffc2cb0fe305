import { describe, expect, it } from 'vitest';
import { tinySpec } from '../../testing/render/testSpecs.js';
import { renderPng, renderSvg } from '../render/index.js';
import { renderChartsAndPngs } from './renderChartsAndPngs.js';

describe('renderChartsAndPngs (SVGs here, PNGs on worker threads meanwhile)', () => {
  it('gives each chart its own SVG and the very PNG bytes renderPng makes of it, in order, for one chart and for several', async () => {
    for (const titles of [['only'], ['first', 'second', 'third']]) {
      const charts = titles.map((title) => ({ name: title, spec: tinySpec(title) }));
      let meanwhileCalls = 0;
      const drawn = await renderChartsAndPngs(charts, () => meanwhileCalls++);
      expect(meanwhileCalls).toBe(1);
      expect(drawn.map((c) => c.name)).toEqual(titles);
      for (const [i, chart] of drawn.entries()) {
        const svg = await renderSvg(charts[i].spec);
        expect(chart.svg).toBe(svg);
        expect(Buffer.from(chart.png!).equals(Buffer.from(renderPng(svg))), chart.name).toBe(true);
      }
    }
  });
  it('draws the SVGs only when PNGs are not asked for', async () => {
    const charts = ['first', 'second'].map((title) => ({ name: title, spec: tinySpec(title) }));
    const drawn = await renderChartsAndPngs(charts, undefined, false);
    expect(drawn.map((c) => [c.name, c.svg.startsWith('<svg'), c.png])).toEqual([
      ['first', true, undefined],
      ['second', true, undefined],
    ]);
  });
});
