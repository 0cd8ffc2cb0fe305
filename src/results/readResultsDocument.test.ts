import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ReportedError } from '../core/ReportedError.js';
import { csvSafe } from './csvSafe.js';
import { escapeHtmlText } from './escapeHtml.js';
import type { ResultsDocument } from './ResultsDocument.js';
import { readResultsDocument } from './readResultsDocument.js';

const good: ResultsDocument = {
  gruntlab: '0.1.0',
  scenario: 'scenarios/a.yaml',
  title: 'A',
  system: 'stargrunt2',
  resolve: 'fire',
  method: 'exact',
  seed: 1,
  rules: {},
  sweep: [],
  labels: ['A'],
  cells: [
    {
      label: 'A',
      params: {},
      outcomes: { effective: { p: 0.5, lo: 0.5, hi: 0.5 } },
      distributions: { casualties: { '0': 0.5, '1': 0.5 } },
      means: { casualties: { mean: 0.5, lo: 0.5, hi: 0.5, sd: 0.5, p5: 0, median: 0, p95: 1 } },
    },
  ],
};

function written(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'gruntlab-results-')), 'results.json');
  writeFileSync(file, content);
  return file;
}

describe('readResultsDocument treats every field as untrusted', () => {
  test('a results document written by run is read back as it was', () => {
    expect(readResultsDocument(written(JSON.stringify(good)))).toEqual(good);
  });

  test('a crafted median (script in place of a number) is refused, naming the field', () => {
    const crafted = structuredClone(good) as unknown as {
      cells: Array<{ means: { casualties: { median: unknown } } }>;
    };
    crafted.cells[0].means.casualties.median = '<script>alert(1)</script>';
    const file = written(JSON.stringify(crafted));
    expect(() => readResultsDocument(file)).toThrow(ReportedError);
    expect(() => readResultsDocument(file)).toThrow(
      `${file}: this is not a results document written by "gruntlab run": cells[0].means.casualties.median is wrong`,
    );
  });

  test('a file that is not JSON, or JSON of another shape, gives a clear message (no "reading \'outcomes\'")', () => {
    expect(() => readResultsDocument(written('{ nope'))).toThrow(
      /cannot read this results document \(it is not JSON\)/,
    );
    expect(() => readResultsDocument(written('{"system": "stargrunt2", "cells": [{}]}'))).toThrow(/is wrong/);
    expect(() => readResultsDocument('/nonexistent/results.json')).toThrow(/\(ENOENT\)/);
  });
});

describe('text from a scenario in CSV and Markdown', () => {
  test.each(['=1+1', '+1+1', '-1+A2', '-cmd|calc', '@SUM(A1)', '\tx'])(
    '%j is kept as text by spreadsheets',
    (value) => {
      expect(csvSafe(value)).toBe(`'${value}`);
    },
  );
  test('numbers and plain text are kept', () => {
    expect([csvSafe(-1), csvSafe('-2'), csvSafe('+1.5e3'), csvSafe('regular'), csvSafe(true)]).toEqual([
      -1,
      '-2',
      '+1.5e3',
      'regular',
      true,
    ]);
  });
  test('no raw HTML reaches Markdown', () => {
    expect(escapeHtmlText('## <img src=x onerror=alert(1)> & co')).toBe(
      '## &lt;img src=x onerror=alert(1)&gt; &amp; co',
    );
  });
});
