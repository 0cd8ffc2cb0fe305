import type { CellResult, ResultsDocument } from '../../results/ResultsDocument.js';
import { wilson } from '../../stats/wilson.js';
import { firstCells } from '../firstCells.js';
import { methodLine } from '../methodLine.js';
import type { NamedChart } from '../NamedChart.js';
import { paramsLine } from '../paramsLine.js';
import { theme } from '../theme.js';

interface Point {
  label: string;
  series: string;
  turn: number;
  value: number;
  lo: number;
  hi: number;
}

/**
 * An engagement's own charts, for the first cell of each compare label (with a sweep: its first point, said in the
 * subtitle): `survival`, the probability that each unit is
 * still fighting after each turn (from its `<unit>_fighting_turns` distribution: P(at least t turns)), with its 95%
 * band; and `casualties-by-turn`, each side's mean casualties after each turn (the `<side>_casualties_turn_<t>`
 * detail), with its band. Lines are named by the scenario's units and sides (`doc.quantity_labels`).
 * @example engagementCharts(doc).map((c) => c.name) // ['survival', 'casualties-by-turn']
 */
export function engagementCharts(doc: ResultsDocument): NamedChart[] {
  const cells = firstCells(doc);
  const labels = doc.quantity_labels ?? {};
  const survival: Point[] = [];
  const casualties: Point[] = [];
  for (const cell of cells) {
    for (const name of Object.keys(cell.distributions).filter((n) => n.endsWith('_fighting_turns'))) {
      const series = (labels[name] ?? name).replace(/: turns still fighting$/, '');
      survival.push(...survivalPoints(cell, name, series));
    }
    for (const side of ['a', 'b']) {
      const series = (labels[`side_${side}_wins`] ?? `Side ${side.toUpperCase()} wins`).replace(/ wins$/, '');
      for (let t = 1; cell.means[`${side}_casualties_turn_${t}`]; t++) {
        const m = cell.means[`${side}_casualties_turn_${t}`];
        casualties.push({ label: cell.label, series, turn: t, value: m.mean, lo: m.lo, hi: m.hi });
      }
    }
  }
  return [
    {
      name: 'survival',
      spec: lineChart(
        doc,
        cells,
        survival,
        `${doc.title}: units still fighting, turn by turn`,
        'Probability still fighting',
        true,
      ),
    },
    {
      name: 'casualties-by-turn',
      spec: lineChart(
        doc,
        cells,
        casualties,
        `${doc.title}: casualties, turn by turn`,
        'Mean casualties (figures)',
        false,
      ),
    },
  ];
}

/** P(the unit still fights after turn t), t = 0 … the last turn, with Wilson intervals (exact: the value itself). */
function survivalPoints(cell: CellResult, name: string, series: string): Point[] {
  const values = cell.distributions[name];
  const last = Math.max(...Object.keys(values).map(Number));
  const out: Point[] = [];
  for (let t = 0; t <= last; t++) {
    let p = 0;
    for (const [k, q] of Object.entries(values)) if (Number(k) >= t) p += q;
    p = Math.min(1, p);
    const interval = cell.trials ? wilson(Math.round(p * cell.trials), cell.trials) : { lo: p, hi: p };
    out.push({ label: cell.label, series, turn: t, value: p, ...interval });
  }
  return out;
}

function lineChart(
  doc: ResultsDocument,
  cells: CellResult[],
  values: Point[],
  text: string,
  title: string,
  percent: boolean,
): NamedChart['spec'] {
  const y = {
    field: 'value',
    type: 'quantitative' as const,
    title,
    ...(percent ? { axis: { format: '.0%' }, scale: { domain: [0, 1] } } : {}),
  };
  const x = { field: 'turn', type: 'quantitative' as const, title: 'Turn', axis: { tickMinStep: 1, format: 'd' } };
  const color = { field: 'series', type: 'nominal' as const, title: null };
  const layers = {
    layer: [
      {
        mark: { type: 'area' as const, opacity: 0.18 },
        encoding: { x, y: { field: 'lo', type: 'quantitative' as const }, y2: { field: 'hi' }, color },
      },
      {
        mark: { type: 'line' as const, point: true },
        encoding: {
          x,
          y,
          color,
          tooltip: [
            { field: 'series', title: 'unit' },
            { field: 'turn' },
            { field: 'value', format: percent ? '.1%' : '.2f' },
          ],
        },
      },
    ],
  };
  const size = { width: 420, height: 260 };
  const body =
    cells.length > 1
      ? {
          facet: { column: { field: 'label', type: 'nominal' as const, sort: cells.map((c) => c.label), title: null } },
          spec: { ...size, ...layers },
        }
      : { ...size, ...layers };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: theme,
    title: {
      text,
      subtitle: [
        methodLine(doc, cells, doc.method === 'exact' ? undefined : 'bands'),
        ...(doc.sweep.length ? [`at ${paramsLine(cells[0])}`] : []),
      ],
    },
    data: { values },
    ...body,
  } as NamedChart['spec'];
}
