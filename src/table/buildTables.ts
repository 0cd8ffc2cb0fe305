import { axisTitle, LABEL_AXIS } from '../results/axisTitle.js';
import type { CellParams, CellResult, ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { cellValue, isProbability, parseValueName, type ValueReading } from './cellValue.js';
import { TableSpecError } from './TableSpecError.js';
import { tableMessages } from './tableMessages.js';

/**
 * Which swept parameters make the rows and columns, and which values fill the tables. `label` stands for the compare
 * labels; without `columns` a table has one column (or, for a value `dist>=*`, one column per count: "at least k").
 */
export interface TableSpec {
  rows: string;
  columns?: string;
  values: string[];
}

/** One printed table: a value over rows × columns at fixed values of every other swept parameter. */
export interface ReferenceTable {
  title: string;
  value: string;
  valueLabel: string;
  percent: boolean;
  label: string;
  /** The other swept parameters, fixed for this table. */
  fixed: CellParams;
  rowPath: string;
  columnPath: string;
  /** The rows' and columns' headings in words (with units where known), e.g. "Range (inches)". */
  rowTitle: string;
  columnTitle: string;
  rows: string[];
  columns: string[];
  cells: Array<Array<ValueReading | undefined>>;
}

interface Axis {
  path: string;
  values: unknown[];
  of: (cell: CellResult) => unknown;
}

/**
 * Cuts a results document into reference tables: rows and columns are swept parameters or the compare labels;
 * every other swept parameter (and every compare label, unless it is an axis) gives separate tables; one table per
 * value asked. A one-way table (no columns) has the value as its one column, or "at least k" columns for `dist>=*`.
 */
export function buildTables(doc: ResultsDocument, info: ResolutionInfo, spec: TableSpec): ReferenceTable[] {
  const axis = (path: string): Axis => {
    if (path === LABEL_AXIS) return { path, values: doc.labels, of: (c) => c.label };
    const found = doc.sweep.find((a) => a.path === path);
    if (!found)
      throw new TableSpecError(
        tableMessages.notSwept(
          path,
          doc.sweep.map((a) => a.path),
        ),
      );
    return { path, values: found.values, of: (c) => c.params[path] };
  };
  const rowAxis = axis(spec.rows);
  const columnAxis = spec.columns === undefined ? undefined : axis(spec.columns);
  if (spec.columns === spec.rows) throw new TableSpecError(tableMessages.sameAxis(spec.rows));
  const used = [spec.rows, spec.columns];
  const others = doc.sweep.filter((a) => !used.includes(a.path));
  const fixedCombos = others.reduce<CellParams[]>(
    (acc, a) => acc.flatMap((p) => a.values.map((v) => ({ ...p, [a.path]: v }))),
    [{}],
  );
  const labels = used.includes(LABEL_AXIS) ? [undefined] : doc.labels;
  const tables: ReferenceTable[] = [];
  for (const valueName of spec.values) {
    const cumulative = /^([\w-]+)>=\*$/.exec(valueName);
    const value = parseValueName(cumulative ? `${cumulative[1]}>=1` : valueName);
    const valueLabel = cumulative
      ? info.distributions.find((d) => d.name === value.name)?.label
      : labelOf(info, doc, valueName, value);
    if (!valueLabel) throw new TableSpecError(tableMessages.unknownValue(valueName, knownValues(info, doc)));
    if (cumulative && !isProbability(value))
      throw new TableSpecError(tableMessages.unknownValue(valueName, knownValues(info, doc)));
    if (cumulative && columnAxis) throw new TableSpecError(tableMessages.cumulativeWithColumns(valueName));
    for (const label of labels) {
      for (const fixed of fixedCombos) {
        const matches = (cell: CellResult) =>
          (label === undefined || cell.label === label) &&
          Object.entries(fixed).every(([path, v]) => cell.params[path] === v);
        const cellAt = (r: unknown, c: unknown) =>
          doc.cells.find(
            (x) => matches(x) && rowAxis.of(x) === r && (columnAxis === undefined || columnAxis.of(x) === c),
          );
        let columns: string[];
        let cells: Array<Array<ValueReading | undefined>>;
        if (cumulative) {
          const most = Math.max(
            0,
            ...doc.cells.filter(matches).flatMap((c) => Object.keys(c.distributions[value.name] ?? {}).map(Number)),
          );
          const ks = Array.from({ length: most }, (_, i) => i + 1);
          columns = ks.map(String);
          cells = rowAxis.values.map((r) =>
            ks.map((k) => {
              const cell = cellAt(r, undefined);
              return cell && cellValue(cell, { kind: 'atLeast', name: value.name, k });
            }),
          );
        } else {
          columns = columnAxis ? columnAxis.values.map(String) : [valueLabel];
          cells = rowAxis.values.map((r) =>
            (columnAxis ? columnAxis.values : [undefined]).map((c) => {
              const cell = cellAt(r, c);
              return cell && cellValue(cell, value);
            }),
          );
        }
        const where = Object.entries(fixed).map(([path, v]) => `${axisTitle(path, info)} ${v}`);
        const title = [
          cumulative ? `${valueLabel}: the chance of at least k` : valueLabel,
          ...(label !== undefined && doc.labels.length > 1 ? [label] : []),
          ...where,
        ].join(' — ');
        tables.push({
          title,
          value: valueName,
          valueLabel,
          percent: isProbability(value),
          label: label ?? doc.labels.join(', '),
          fixed,
          rowPath: rowAxis.path,
          columnPath: columnAxis?.path ?? (cumulative ? `${value.name} at least` : valueName),
          rowTitle: axisTitle(rowAxis.path, info),
          columnTitle: columnAxis
            ? axisTitle(columnAxis.path, info)
            : cumulative
              ? `${valueLabel.toLowerCase()}, at least`
              : '',
          rows: rowAxis.values.map(String),
          columns,
          cells,
        });
      }
    }
  }
  return tables;
}

function labelOf(
  info: ResolutionInfo,
  doc: ResultsDocument,
  text: string,
  value: ReturnType<typeof parseValueName>,
): string | undefined {
  if (value.kind === 'outcome')
    return (info.outcomes.find((o) => o.name === value.name) ?? doc.derived?.find((d) => d.name === value.name))?.label;
  const dist = info.distributions.find((d) => d.name === value.name)?.label;
  if (!dist) return undefined;
  if (value.kind === 'mean') return `Mean ${dist.toLowerCase()}`;
  return `P(${dist.toLowerCase()} ${value.kind === 'at' ? '=' : value.kind === 'atMost' ? '≤' : '≥'} ${value.k})`;
}

/** Every value name a resolution can be tabled by (outcomes, derived outcomes and means; `dist=k`, `dist>=k`, `dist<=k`, `dist>=*` work too). */
function knownValues(info: ResolutionInfo, doc?: ResultsDocument): string[] {
  return [
    ...info.outcomes.map((o) => o.name),
    ...(doc?.derived ?? []).map((d) => d.name),
    ...info.distributions.map((d) => `mean.${d.name}`),
  ];
}
