import type { VegaLiteSpec } from '../charts/NamedChart.js';
import { theme } from '../charts/theme.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ReferenceTable } from './buildTables.js';
import { formatTableValue, tableMethod } from './tableMethod.js';

/**
 * Reference tables of ONE value as a heatmap figure: a panel per table (three to a row), rows × columns
 * coloured by the value on a light-to-dark grey scale (0–100% for probabilities, 0–max for means) with
 * the value printed in each cell, so it reads in black and white too.
 */
export function tablesHeatmap(doc: ResultsDocument, tables: ReferenceTable[], heading = doc.title): VegaLiteSpec {
  const values = tables.flatMap((t, ti) =>
    t.rows.flatMap((row, i) =>
      t.columns.map((column, j) => {
        const c = t.cells[i][j];
        return { table: `${ti + 1}. ${t.title}`, row, column, value: c?.value ?? null, text: formatTableValue(t, c) };
      }),
    ),
  );
  const first = tables[0];
  const maxValue = Math.max(1e-9, ...values.map((v) => v.value ?? 0));
  const cellWidth = 48;
  const cellHeight = 26;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { ...theme, facet: { spacing: 28 } },
    title: { text: heading, subtitle: [tableMethod(doc, tables)] },
    data: { values },
    facet: {
      field: 'table',
      type: 'nominal',
      title: null,
      sort: tables.map((t, i) => `${i + 1}. ${t.title}`),
      header: { labelFontSize: 13, labelLimit: 420 },
    },
    columns: Math.min(3, tables.length),
    spec: {
      width: Math.max(160, cellWidth * first.columns.length),
      height: Math.max(80, cellHeight * first.rows.length),
      encoding: {
        x: {
          field: 'column',
          type: 'ordinal',
          sort: first.columns,
          title: first.columnTitle || first.valueLabel,
          axis: { labelAngle: 0, orient: 'top' },
        },
        y: { field: 'row', type: 'ordinal', sort: first.rows, title: first.rowTitle },
      },
      layer: [
        {
          mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
          encoding: {
            color: {
              field: 'value',
              type: 'quantitative',
              title: first.percent ? 'probability' : 'mean',
              scale: { scheme: 'greys', domain: [0, first.percent ? 1 : maxValue] },
              ...(first.percent ? { legend: { format: '.0%' } } : {}),
            },
          },
        },
        {
          mark: { type: 'text', fontSize: 10 },
          encoding: {
            text: { field: 'text' },
            color: {
              condition: { test: `datum.value > ${(first.percent ? 1 : maxValue) * 0.55}`, value: 'white' },
              value: 'black',
            },
          },
        },
      ],
    },
    resolve: { axis: { x: 'independent', y: 'independent' } },
  } as unknown as VegaLiteSpec;
}
