import { describe, expect, test } from 'vitest';
import { deepMerge } from './deepMerge.js';
import { setPath } from './setPath.js';

describe('deepMerge', () => {
  test('maps merge key by key, lists are replaced (documented example)', () => {
    expect(deepMerge({ firer: { quality: 'green', troops: [1, 2] } }, { firer: { troops: [3] } })).toEqual({
      firer: { quality: 'green', troops: [3] },
    });
  });

  test('new keys are added, values replaced, inputs untouched', () => {
    const base = { a: { b: 1 }, c: [1] };
    const over = { a: { d: 2 }, c: 'x', e: null };
    expect(deepMerge(base, over)).toEqual({ a: { b: 1, d: 2 }, c: 'x', e: null });
    expect(base).toEqual({ a: { b: 1 }, c: [1] });
  });
});

describe('setPath', () => {
  test('makes missing maps on the way (documented example)', () => {
    const cell: Record<string, unknown> = { range: 4 };
    expect(setPath(cell, ['target', 'cover'], 'soft')).toBe(-1);
    expect(cell).toEqual({ range: 4, target: { cover: 'soft' } });
  });

  test('goes into list entries by index', () => {
    const cell: Record<string, unknown> = { troops: [{ count: 1 }, { count: 2 }] };
    expect(setPath(cell, ['troops', '1', 'count'], 5)).toBe(-1);
    expect(cell).toEqual({ troops: [{ count: 1 }, { count: 5 }] });
  });

  test('says where it got stuck', () => {
    expect(setPath({ range: 4 }, ['range', 'max'], 1)).toBe(1);
    expect(setPath({ troops: [] }, ['troops', '0', 'count'], 1)).toBe(1);
  });
});
