import { expect, test } from 'vitest';
import { parseDocument, type YAMLMap } from 'yaml';
import type { ComparePlan } from './ComparePlan.js';
import { expandCells } from './expandCells.js';

const node = parseDocument('{}').contents as YAMLMap;

test('the documented example', () => {
  expect(
    expandCells({ range: 1 }, undefined, [{ path: 'range', segments: ['range'], values: [4, 8] }], 'T').map(
      (c) => c.input.range,
    ),
  ).toEqual([4, 8]);
});

test('label-major, then the sweep values with the first axis slowest', () => {
  const entries: ComparePlan[] = [
    { label: 'A', index: 0, node, overrides: {} },
    { label: 'B', index: 1, node, overrides: { q: 2 } },
  ];
  const axes = [
    { path: 'r', segments: ['r'], values: [1, 2] },
    { path: 't.c', segments: ['t', 'c'], values: ['x', 'y', 'z'] },
  ];
  const cells = expandCells({ q: 1 }, entries, axes, 'T');
  expect(cells.map((c) => `${c.label} ${c.params.r} ${c.params['t.c']}`)).toEqual([
    'A 1 x',
    'A 1 y',
    'A 1 z',
    'A 2 x',
    'A 2 y',
    'A 2 z',
    'B 1 x',
    'B 1 y',
    'B 1 z',
    'B 2 x',
    'B 2 y',
    'B 2 z',
  ]);
  expect(cells[7].input).toEqual({ q: 2, r: 1, t: { c: 'y' } });
  expect(cells[7].valueIndices).toEqual([0, 1]);
});

test('a path that cannot be set is marked, not thrown', () => {
  const [cell] = expandCells({ r: 1 }, undefined, [{ path: 'r.x', segments: ['r', 'x'], values: [1] }], 'T');
  expect(cell.blocked).toEqual({ axis: 0, segment: 1 });
});
