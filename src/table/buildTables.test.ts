import { describe, expect, it } from 'vitest';
import { infoOf } from '../../testing/infoOf.js';
import { compileSpec } from '../render/index.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';

const opposedRollInfo = await infoOf('stargrunt2', 'opposed-roll');

import { buildTables } from './buildTables.js';
import { TableSpecError } from './TableSpecError.js';
import { tablesCsv } from './tablesCsv.js';
import { tablesHeatmap } from './tablesHeatmap.js';
import { tablesHtml } from './tablesHtml.js';
import { tablesMarkdown } from './tablesMarkdown.js';

const DICE = ['d4', 'd6', 'd8', 'd10', 'd12'];

/** A results document of single opposed rolls, every die against every die, filled by hand. */
function opposedDoc(): ResultsDocument {
  const cells = DICE.flatMap((first) =>
    DICE.map((against) => {
      const a = Number(first.slice(1));
      const b = Number(against.slice(1));
      let wins = 0;
      for (let x = 1; x <= a; x++) for (let y = 1; y <= b; y++) if (x > y) wins++;
      const p = wins / (a * b);
      return {
        label: 'Opposed',
        params: { first, against },
        outcomes: {
          failure: { p: 1 - p, lo: 1 - p, hi: 1 - p },
          minor_success: { p, lo: p, hi: p },
          major_success: { p: 0, lo: 0, hi: 0 },
        },
        distributions: {},
        means: {},
      };
    }),
  );
  return {
    gruntlab: '0.1.0',
    scenario: 'x.yaml',
    title: 'Opposed',
    system: 'stargrunt2',
    resolve: 'opposed-roll',
    method: 'exact',
    seed: 1,
    rules: {},
    labels: ['Opposed'],
    sweep: [
      { path: 'first', values: DICE },
      { path: 'against', values: DICE },
    ],
    cells,
  };
}

describe('reference tables', () => {
  it('lays a swept value out as rows × columns, in sweep order', () => {
    const [table] = buildTables(opposedDoc(), opposedRollInfo, {
      rows: 'first',
      columns: 'against',
      values: ['minor_success'],
    });
    expect(table.rows).toEqual(DICE);
    expect(table.columns).toEqual(DICE);
    expect(table.cells[2][1]!.value).toBeCloseTo(27 / 48, 15); // D8 beats D6
    expect(table.cells[0][4]!.value).toBeCloseTo(6 / 48, 15); // D4 beats D12
    expect(table.title).toBe('Minor success');
  });

  it('makes one table per value and per value of the other swept parameters', () => {
    const doc = opposedDoc();
    doc.sweep = [doc.sweep[0], { path: 'against', values: DICE }];
    const tables = buildTables(doc, opposedRollInfo, {
      rows: 'against',
      columns: 'first',
      values: ['failure', 'minor_success'],
    });
    expect(tables.map((t) => t.value)).toEqual(['failure', 'minor_success']);
    expect(tables[0].cells[1][2]!.value).toBeCloseTo(1 - 27 / 48, 15); // rows now the opposing die
  });

  it('refuses paths that are not swept and values the resolution does not report', () => {
    const info = opposedRollInfo;
    expect(() => buildTables(opposedDoc(), info, { rows: 'range', columns: 'first', values: ['failure'] })).toThrow(
      TableSpecError,
    );
    expect(() => buildTables(opposedDoc(), info, { rows: 'first', columns: 'first', values: ['failure'] })).toThrow(
      /both "first"/,
    );
    expect(() => buildTables(opposedDoc(), info, { rows: 'first', columns: 'against', values: ['effective'] })).toThrow(
      /failure, minor_success/,
    );
  });

  it('writes Markdown, CSV, printable HTML and a heatmap that compiles', () => {
    const doc = opposedDoc();
    const tables = buildTables(doc, opposedRollInfo, { rows: 'first', columns: 'against', values: ['minor_success'] });
    const md = tablesMarkdown(doc, tables);
    expect(md).toContain('Exact values, by enumeration.');
    expect(md).toContain('| **d8** | 68.8% | 56.3% | 43.8% | 35.0% | 29.2% |');
    expect(tablesCsv(doc, tables).trim().split('\n')).toHaveLength(26);
    const html = tablesHtml(doc, tables);
    expect(html).toContain('@page { size: 210mm 279mm');
    expect(html.match(/<td>/g)).toHaveLength(25);
    expect(compileSpec(tablesHeatmap(doc, tables)).warnings).toEqual([]);
  });
});
