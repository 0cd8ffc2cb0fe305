import { describe, expect, it } from 'vitest';
import { exactFixture, fireFixture, fireInfo, sweepFixture, sweepShape } from '../../testing/charts/fixtures.js';

describe('fixtures', () => {
  it('are self-consistent: outcomes and distributions sum to 1, intervals hold p', () => {
    for (const doc of [fireFixture(), sweepFixture(), sweepShape('three-axes'), exactFixture(fireFixture())]) {
      for (const cell of doc.cells) {
        const sum = fireInfo.outcomes.reduce((s, o) => s + cell.outcomes[o.name].p, 0);
        expect(sum).toBeCloseTo(1, 12);
        for (const o of Object.values(cell.outcomes)) expect(o.lo <= o.p && o.p <= o.hi).toBe(true);
        for (const d of fireInfo.distributions) {
          expect(Object.values(cell.distributions[d.name]).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
        }
      }
    }
  });
  it('have the shapes the brief asks for', () => {
    expect(fireFixture().cells).toHaveLength(2);
    expect(sweepFixture().cells).toHaveLength(2 * 8 * 3);
    expect(exactFixture(fireFixture()).cells.every((c) => c.trials === undefined)).toBe(true);
  });
});
