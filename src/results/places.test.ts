import { describe, expect, it } from 'vitest';
import { gathered, MOST_PLACES_NAMED, places } from './places.js';
import type { CellParams, SweepAxis } from './ResultsDocument.js';

const range: SweepAxis = { path: 'range', values: [2, 4, 6, 8, 10, 12, 14, 16] };
const quality: SweepAxis = { path: 'firer.quality', values: ['green', 'regular', 'elite'] };
const figures: SweepAxis = { path: 'target.figures', values: [6, 8] };

/** Every cell of the grid of `axes` for which `keep` says yes, in sweep order (the first path slowest). */
function cells(axes: SweepAxis[], keep: (p: CellParams) => boolean): CellParams[] {
  const all = axes.reduce<CellParams[]>(
    (acc, a) => acc.flatMap((p) => a.values.map((v) => ({ ...p, [a.path]: v }))),
    [{}],
  );
  return all.filter(keep);
}

describe('places: one swept path', () => {
  it('lists a few values and says a run of four or more neighbours as "from to" (JSDoc example)', () => {
    expect(places([{ range: 4 }, { range: 8 }], [{ path: 'range', values: [4, 8, 12] }])).toBe('range 4 and 8');
    expect(
      places(
        cells([range], (p) => Number(p.range) <= 12),
        [range],
      ),
    ).toBe('range 2 to 12');
    expect(
      places(
        cells([range], (p) => [2, 4, 6, 10, 14, 16].includes(Number(p.range))),
        [range],
      ),
    ).toBe('range 2, 4, 6, 10, 14 and 16');
    expect(
      places(
        cells([range], (p) => p.range !== 10),
        [range],
      ),
    ).toBe('range 2 to 8, 12, 14 and 16');
  });

  it('follows the sweep order, not the order given; a value the axis does not list comes last, as it is', () => {
    expect(places([{ range: 8 }, { range: 2 }], [range])).toBe('range 2 and 8');
    expect(places([{ range: 3 }, { range: 2 }], [range])).toBe('range 2 and 3');
  });
});

describe('places: several swept paths', () => {
  it('names a block of cells once: twelve cells in one combination', () => {
    const block = cells([range, quality, figures], (p) => Number(p.range) <= 12 && p['firer.quality'] === 'elite');
    expect(block).toHaveLength(12);
    expect(places(block, [range, quality, figures])).toBe('range 2 to 12, firer quality elite, target figures 6 and 8');
  });

  it('names cells that are no block in a few combinations', () => {
    // an L: every quality at range 2, and green at every range
    const shape = cells([range, quality], (p) => p.range === 2 || p['firer.quality'] === 'green');
    expect(places(shape, [range, quality])).toBe(
      'range 2, firer quality green, regular and elite; range 4 to 16, firer quality green',
    );
  });

  it(`names the first ${MOST_PLACES_NAMED} combinations and counts the rest`, () => {
    const diagonal = cells(
      [range, { path: 'x', values: [1, 2, 3, 4, 5, 6, 7, 8] }],
      (p) => range.values.indexOf(p.range) + 1 === p.x,
    );
    const text = places(diagonal, [range, { path: 'x', values: [1, 2, 3, 4, 5, 6, 7, 8] }]);
    expect(text).toBe('range 2, x 1; range 4, x 2; range 6, x 3; range 8, x 4; range 10, x 5; and 3 more combinations');
  });
});

describe('gathered', () => {
  it('holds exactly the cells given, each once, for any set of cells of a grid', () => {
    const axes = [range, quality, figures];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const chance = random();
      const chosen = cells(axes, () => random() < chance);
      if (chosen.length === 0) continue;
      const combinations = gathered(chosen.map((p) => axes.map((a) => [p[a.path]])));
      const expanded = combinations.flatMap((c) =>
        c
          .reduce<string[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, String(v)])), [[]])
          .map((k) => k.join('|')),
      );
      expect(expanded.sort()).toEqual(chosen.map((p) => axes.map((a) => String(p[a.path])).join('|')).sort());
      expect(combinations.length).toBeLessThanOrEqual(chosen.length);
    }
  });
});
