import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from './formatDiagnostic.js';
import { formatDiagnostics } from './formatDiagnostics.js';
import { ScenarioError } from './ScenarioError.js';
import { sortDiagnostics } from './sortDiagnostics.js';

describe('formatDiagnostic', () => {
  test('the documented example', () => {
    expect(
      formatDiagnostic({
        file: 'x.yaml',
        line: 14,
        column: 13,
        message: 'unknown armour "partial-lite"',
        expected: 'an armour name',
        suggestions: ['partial-light', 'full-light'],
      }),
    ).toBe(
      'x.yaml:14:13: unknown armour "partial-lite" — expected an armour name; did you mean partial-light, full-light?',
    );
  });

  test('found is shown when the message does not already say it', () => {
    expect(
      formatDiagnostic({
        file: 'x.yaml',
        line: 2,
        column: 3,
        message: 'wrong kind of value for figures',
        expected: 'a number',
        found: '"twelve"',
      }),
    ).toBe('x.yaml:2:3: wrong kind of value for figures — expected a number, found "twelve"');
    expect(formatDiagnostic({ file: 'x.yaml', line: 2, column: 3, message: 'unknown cover "x"', found: '"x"' })).toBe(
      'x.yaml:2:3: unknown cover "x"',
    );
  });

  test('a long explanation moves to a second, indented line', () => {
    const text = formatDiagnostic({
      file: 'x.yaml',
      line: 1,
      column: 1,
      message: 'unknown key "rang"',
      expected: `one of: ${'abcdefgh, '.repeat(12)}range`,
      suggestions: ['range'],
    });
    const lines = text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('x.yaml:1:1: unknown key "rang" — did you mean range?');
    expect(lines[1]).toMatch(/^ {4}expected one of: abcdefgh, .*, range$/);
  });

  test('a problem with the whole file has no line and column', () => {
    expect(formatDiagnostic({ file: 'nope.yaml', line: 0, column: 0, message: 'cannot find this scenario file' })).toBe(
      'nope.yaml: cannot find this scenario file',
    );
  });
});

describe('formatDiagnostics and ScenarioError', () => {
  test('the documented example, with its count line', () => {
    expect(formatDiagnostics([{ file: 'x.yaml', line: 2, column: 9, message: 'unknown system "toyy"' }])).toBe(
      'x.yaml:2:9: unknown system "toyy"\n1 problem in x.yaml; nothing was run.',
    );
  });

  test('plural count', () => {
    const d = { file: 'scenarios/x.yaml', line: 1, column: 1, message: 'm' };
    expect(
      formatDiagnostics([d, { ...d, line: 2 }])
        .split('\n')
        .at(-1),
    ).toBe('2 problems in scenarios/x.yaml; nothing was run.');
  });

  test('ScenarioError carries the diagnostics and prints them', () => {
    const e = new ScenarioError([{ file: 'x.yaml', line: 1, column: 1, message: 'the file is empty' }]);
    expect(e.message).toBe('x.yaml:1:1: the file is empty\n1 problem in x.yaml; nothing was run.');
    expect(e.name).toBe('ScenarioError');
    expect(e.diagnostics).toHaveLength(1);
  });

  test('sortDiagnostics: by line and column, each problem once', () => {
    const d = { file: 'x.yaml', line: 2, column: 1, message: 'm' };
    expect(sortDiagnostics([d, { ...d, line: 1 }, d]).map((x) => x.line)).toEqual([1, 2]);
    expect(
      sortDiagnostics([
        { ...d, column: 9 },
        { ...d, column: 3 },
      ]).map((x) => x.column),
    ).toEqual([3, 9]);
  });
});
