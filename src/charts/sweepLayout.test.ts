import { describe, expect, it } from 'vitest';
import { fireFixture, sweepFixture, sweepShape } from '../../testing/charts/fixtures.js';
import { MOST_CELLS_WITH_POINTS, sweepLayout } from './sweepLayout.js';

describe('sweepLayout', () => {
  it('places a cell by the first and second swept parameters (JSDoc example)', () => {
    expect(sweepLayout(sweepFixture()).place({ range: 12, 'target.cover': 'soft' })).toEqual({ x: 12, col: 'soft' });
  });
  it('uses a quantitative x with ticks at the swept values when all are numbers', () => {
    const { x, facet } = sweepLayout(sweepFixture());
    expect(x).toMatchObject({
      type: 'quantitative',
      title: 'Range (inches)',
      axis: { values: [4, 8, 12, 16, 20, 24, 32, 40] },
    });
    expect(facet).toMatchObject({
      column: { field: 'col', sort: ['open', 'soft', 'hard'], header: { title: 'Target cover' } },
    });
  });
  it('uses an ordinal x in the given order otherwise', () => {
    const layout = sweepLayout(sweepShape('cover-first'));
    expect(layout.x).toMatchObject({ type: 'ordinal', sort: ['open', 'soft', 'hard'], title: 'Target cover' });
    expect(layout.facet).toMatchObject({ column: { sort: ['4', '12', '24'] } });
    expect(layout.place({ 'target.cover': 'hard', range: 24 })).toEqual({ x: 'hard', col: '24' });
  });
  it('does not facet a one-parameter sweep', () => {
    const layout = sweepLayout(sweepShape('range-only'));
    expect(layout.facet).toBeUndefined();
    expect(layout.width).toBeGreaterThan(sweepLayout(sweepFixture()).width);
  });
  it('facets rows by the third parameter, and by combinations beyond', () => {
    const three = sweepLayout(sweepShape('three-axes'));
    expect(three.facet).toMatchObject({
      row: { field: 'row', sort: ['regular', 'veteran'], header: { title: 'Firer quality' } },
    });
    expect(three.place({ range: 4, 'target.cover': 'open', 'firer.quality': 'veteran' }).row).toBe('veteran');
    const doc = { ...sweepShape('three-axes') };
    doc.sweep = [...doc.sweep, { path: 'target.figures', values: [6, 8] }];
    const four = sweepLayout(doc);
    expect((four.facet as { row: { sort: string[] } }).row.sort).toEqual([
      'firer quality regular, target figures 6',
      'firer quality regular, target figures 8',
      'firer quality veteran, target figures 6',
      'firer quality veteran, target figures 8',
    ]);
    // Level, to the right of each row: on the left the long labels ran over the y axis's title.
    expect((four.facet as { row: { header: Record<string, unknown> } }).row.header).toMatchObject({
      labelAngle: 0,
      labelOrient: 'right',
    });
    expect(four.place({ range: 4, 'target.cover': 'open', 'firer.quality': 'veteran', 'target.figures': 8 }).row).toBe(
      'firer quality veteran, target figures 8',
    );
  });
  it('refuses a document without a sweep', () => {
    expect(() => sweepLayout(fireFixture())).toThrow(/sweep/);
  });
  it('marks each cell with a point on small sweeps only (past MOST_CELLS_WITH_POINTS the points are clutter)', () => {
    const small = sweepShape('three-axes');
    expect(small.cells.length).toBeLessThanOrEqual(MOST_CELLS_WITH_POINTS);
    expect(sweepLayout(small).points).toBe(true);
    const big = { ...small, cells: Array.from({ length: MOST_CELLS_WITH_POINTS + 1 }, () => small.cells[0]) };
    expect(sweepLayout(big).points).toBe(false);
  });
});
