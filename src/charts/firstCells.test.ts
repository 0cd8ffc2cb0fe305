import { describe, expect, it } from 'vitest';
import { fireFixture, sweepFixture } from '../../testing/charts/fixtures.js';
import { firstCells } from './firstCells.js';

describe('firstCells', () => {
  it('gives the cell of each label without a sweep (JSDoc example)', () => {
    expect(firstCells(fireFixture()).map((c) => c.label)).toEqual(['Advanced assault rifle', 'Gauss rifle']);
  });
  it('gives the first grid point of each label with a sweep', () => {
    const cells = firstCells(sweepFixture());
    expect(cells.map((c) => c.params)).toEqual([
      { range: 4, 'target.cover': 'open' },
      { range: 4, 'target.cover': 'open' },
    ]);
    expect(cells.map((c) => c.label)).toEqual(['Advanced assault rifle', 'Gauss rifle']);
  });
});
