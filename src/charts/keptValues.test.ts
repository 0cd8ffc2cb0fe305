import { describe, expect, it } from 'vitest';
import { fireFixture } from '../../testing/charts/fixtures.js';
import type { CellResult } from '../results/ResultsDocument.js';
import { keptValues } from './keptValues.js';

const cellOf = (dead: Record<string, number>) => ({ distributions: { dead } }) as unknown as CellResult;

describe('keptValues', () => {
  it('drops trailing values below 0.05 % in every cell (JSDoc example)', () => {
    expect(keptValues([cellOf({ '0': 0.7, '1': 0.2999, '2': 0.0001 })], 'dead')).toEqual([0, 1]);
  });
  it('keeps a value reaching the cutoff in any one cell, and the gaps before it', () => {
    expect(keptValues([cellOf({ '0': 1 }), cellOf({ '0': 0.9, '3': 0.0995, '4': 0.0005 })], 'dead')).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });
  it('gives [0] for a missing distribution', () => {
    expect(keptValues([cellOf({})], 'wounded')).toEqual([0]);
  });
  it('trims the fixture dead distribution (8 figures) to the readable part', () => {
    expect(keptValues(fireFixture().cells, 'dead')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
