import { describe, expect, it } from 'vitest';
import { compileSpec } from '../render/index.js';
import { fireFixture, fireInfo, sweepFixture } from '../../testing/charts/fixtures.js';
import { sweepDistributions } from './sweepDistributions.js';

describe('sweepDistributions', () => {
  it('draws one stacked chart per casualty distribution over a sweep, and none without one', () => {
    expect(sweepDistributions(fireFixture(), fireInfo)).toEqual([]);
    const charts = sweepDistributions(sweepFixture(), fireInfo);
    expect(charts.map((c) => c.name)).toEqual(['sweep-distribution-dead', 'sweep-distribution-wounded']);
    for (const c of charts) expect(compileSpec(c.spec).warnings).toEqual([]);
    const values = (charts[0].spec as unknown as { data: { values: Array<{ x: string; label: string; p: number }> } }).data.values;
    const stack = values.filter((v) => v.x === '4' && v.label === values[0].label);
    expect(stack.reduce((s, v) => s + v.p, 0)).toBeGreaterThan(0.999);
  });
});
