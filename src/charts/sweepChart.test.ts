import { describe, expect, it } from 'vitest';
import { sweepFixture } from '../../testing/charts/fixtures.js';
import { compileSpec } from '../render/compileSpec.js';
import { plain } from './specTools.js';
import { type SweepPoint, sweepChart } from './sweepChart.js';
import { sweepLayout } from './sweepLayout.js';

describe('sweepChart', () => {
  const doc = sweepFixture();
  const layout = sweepLayout(doc);
  const points: SweepPoint[] = doc.cells.map((c) => ({
    ...layout.place(c.params),
    label: c.label,
    value: c.outcomes.effective.p,
    lo: c.outcomes.effective.lo,
    hi: c.outcomes.effective.hi,
  }));
  it('facets as the layout says (JSDoc example)', () => {
    const spec = sweepChart(doc, layout, { text: 'Effective fire', subtitle: [] }, points, {
      title: 'Probability',
      percent: true,
    });
    expect(plain(spec).facet.column.field).toBe('col');
    expect(compileSpec(spec).warnings).toEqual([]);
  });
  it('layers a band under the line for Monte Carlo, a line alone for exact', () => {
    const mc = plain(sweepChart(doc, layout, { text: 't', subtitle: [] }, points, { title: 'p', percent: true }));
    expect(mc.spec.layer.map((l: { mark: { type: string } }) => l.mark.type)).toEqual(['area', 'line']);
    const exact = plain(
      sweepChart({ ...doc, method: 'exact' }, layout, { text: 't', subtitle: [] }, points, {
        title: 'p',
        percent: true,
      }),
    );
    expect(exact.spec.layer.map((l: { mark: { type: string } }) => l.mark.type)).toEqual(['line']);
  });
  it('uses a percent axis for probabilities and a zero-based one for means', () => {
    const p = plain(
      sweepChart(doc, layout, { text: 't', subtitle: [] }, points, { title: 'Probability', percent: true }),
    );
    expect(p.spec.layer[1].encoding.y).toMatchObject({
      field: 'value',
      axis: { format: '.0%' },
      scale: { domain: [0, 1] },
    });
    const m = plain(
      sweepChart(doc, layout, { text: 't', subtitle: [] }, points, { title: 'mean dead', percent: false }),
    );
    expect(m.spec.layer[1].encoding.y).toMatchObject({ title: 'mean dead', scale: { zero: true } });
  });
});
