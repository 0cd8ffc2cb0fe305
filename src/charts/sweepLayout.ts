import { axisTitle, pathWords } from '../results/axisTitle.js';
import type { CellParams, ResultsDocument, SweepAxis } from '../results/ResultsDocument.js';

type Value = string | number | boolean;

/** Where each cell of a sweep goes: its x value (and index) and its facet column and row. */
export interface SweepLayout {
  /** Data fields placing one cell: `x`, and `col`, `row` when faceted. */
  place(params: CellParams): { x: number | string; col?: string; row?: string };
  /** Vega-Lite encoding of x: quantitative when every value is a number, ordinal otherwise. */
  x: Record<string, unknown>;
  /** Vega-Lite facet mapping, absent with one swept parameter. */
  facet?: Record<string, unknown>;
  width: number;
  height: number;
  /** Whether lines mark each cell with a point: not past MOST_CELLS_WITH_POINTS cells (clutter, and twice the drawing). */
  points: boolean;
}

/** Past this many cells, sweep lines are drawn without a point per cell. */
export const MOST_CELLS_WITH_POINTS = 120;

const header = (title: string | null) => ({ title, labelFontSize: 13, titleFontSize: 13 });
/** Row headers stand to the right of their row, level: on the left they ran over the y axis's title. */
export const rowHeader = (title: string | null) => ({
  ...header(title),
  labelAngle: 0,
  labelOrient: 'right',
  titleOrient: 'right',
});

/** Every combination of the axes' values, as "path in words value, …" in sweep order (see rowKey). */
function combinations(axes: SweepAxis[]): string[] {
  return axes.reduce<string[]>(
    (acc, a) =>
      acc.flatMap((prefix) => a.values.map((v) => `${prefix}${prefix ? ', ' : ''}${pathWords(a.path)} ${String(v)}`)),
    [''],
  );
}

/**
 * Lays a sweep out: x = the FIRST swept parameter; facet columns = the second (in its order);
 * facet rows = the third, or with four or more, every combination of the third and later ones
 * as "path in words value, …" (in sweep order), headed to the right of each row. Axis and header titles are the parameters' paths in words (axisTitle).
 *
 * @example
 * sweepLayout(sweepFixture()).place({ range: 12, 'target.cover': 'soft' }); // { x: 12, col: 'soft' }
 */
export function sweepLayout(doc: ResultsDocument): SweepLayout {
  const [first, second, ...rest] = doc.sweep;
  if (!first) throw new Error('sweepLayout needs a document with a sweep');
  const numeric = first.values.every((v) => typeof v === 'number');
  const order = first.values.map(String);
  const restWords = rest.map((a) => pathWords(a.path));
  const rowKey = (p: CellParams): string =>
    rest.length === 1 ? String(p[rest[0].path]) : rest.map((a, i) => `${restWords[i]} ${String(p[a.path])}`).join(', ');
  const place = (p: CellParams) => {
    const v: Value = p[first.path];
    return {
      x: numeric ? (v as number) : String(v),
      ...(second ? { col: String(p[second.path]) } : {}),
      ...(rest.length ? { row: rowKey(p) } : {}),
    };
  };
  const nums = numeric ? (first.values as number[]) : [];
  const x = numeric
    ? {
        field: 'x',
        type: 'quantitative',
        title: axisTitle(first.path, doc),
        scale: { zero: false, nice: false, domain: [Math.min(...nums), Math.max(...nums)], padding: 12 },
        // Whole numbers (figures, turns, chits) read as such, ticks on whole numbers only: vega would write 0.0, 1.0, 2.0.
        axis: {
          ...(nums.length <= 12 ? { values: nums } : {}),
          ...(nums.every(Number.isInteger) ? { format: '.0f', tickMinStep: 1 } : {}),
        },
      }
    : // vega-lite draws lines and areas in the order of an explicit sort array: the swept order
      { field: 'x', type: 'ordinal', title: axisTitle(first.path, doc), sort: order, axis: { labelAngle: 0 } };
  const facet = second
    ? {
        column: {
          field: 'col',
          type: 'ordinal',
          sort: second.values.map(String),
          header: header(axisTitle(second.path, doc)),
        },
        ...(rest.length
          ? {
              row: {
                field: 'row',
                type: 'ordinal',
                sort: rest.length === 1 ? rest[0].values.map(String) : combinations(rest),
                header: rowHeader(rest.length === 1 ? axisTitle(rest[0].path, doc) : null),
              },
            }
          : {}),
      }
    : undefined;
  return {
    place,
    x,
    facet,
    width: second ? 230 : 460,
    height: second ? 220 : 280,
    points: doc.cells.length <= MOST_CELLS_WITH_POINTS,
  };
}
