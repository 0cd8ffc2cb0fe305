import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { CellParams, ResultsDocument } from '../results/ResultsDocument.js';
import { cellValue, isProbability, parseValueName, type ValueReading } from './cellValue.js';
import { tableMessages } from './tableMessages.js';
import { TableSpecError } from './TableSpecError.js';

/** Which swept parameters make the rows and columns, and which values fill the tables. */
export interface TableSpec {
  rows: string;
  columns: string;
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
  rows: string[];
  columns: string[];
  cells: Array<Array<ValueReading | undefined>>;
}


/**
 * Cuts a results document into reference tables: rows and columns are two swept parameters; every
 * other swept parameter and every compare label gives separate tables; one table per value asked.
 */
export function buildTables(doc: ResultsDocument, info: ResolutionInfo, spec: TableSpec): ReferenceTable[] {
  const axis = (path: string) => {
    const found = doc.sweep.find((a) => a.path === path);
    if (!found) throw new TableSpecError(tableMessages.notSwept(path, doc.sweep.map((a) => a.path)));
    return found;
  };
  const rowAxis = axis(spec.rows);
  const columnAxis = axis(spec.columns);
  if (rowAxis === columnAxis) throw new TableSpecError(tableMessages.sameAxis(spec.rows));
  const others = doc.sweep.filter((a) => a !== rowAxis && a !== columnAxis);
  const fixedCombos = others.reduce<CellParams[]>(
    (acc, a) => acc.flatMap((p) => a.values.map((v) => ({ ...p, [a.path]: v }))),
    [{}],
  );
  const tables: ReferenceTable[] = [];
  for (const valueName of spec.values) {
    const value = parseValueName(valueName);
    const valueLabel = labelOf(info, valueName, value);
    if (!valueLabel) throw new TableSpecError(tableMessages.unknownValue(valueName, knownValues(info)));
    for (const label of doc.labels) {
      for (const fixed of fixedCombos) {
        const matches = (params: CellParams) => Object.entries(fixed).every(([path, v]) => params[path] === v);
        const cells = rowAxis.values.map((r) =>
          columnAxis.values.map((c) => {
            const cell = doc.cells.find(
              (x) => x.label === label && x.params[rowAxis.path] === r && x.params[columnAxis.path] === c && matches(x.params),
            );
            return cell && cellValue(cell, value);
          }),
        );
        const where = Object.entries(fixed).map(([path, v]) => `${path} ${v}`);
        const title = [valueLabel, ...(doc.labels.length > 1 ? [label] : []), ...where].join(' — ');
        tables.push({
          title,
          value: valueName,
          valueLabel,
          percent: isProbability(value),
          label,
          fixed,
          rowPath: rowAxis.path,
          columnPath: columnAxis.path,
          rows: rowAxis.values.map(String),
          columns: columnAxis.values.map(String),
          cells,
        });
      }
    }
  }
  return tables;
}

function labelOf(info: ResolutionInfo, text: string, value: ReturnType<typeof parseValueName>): string | undefined {
  if (value.kind === 'outcome') return info.outcomes.find((o) => o.name === value.name)?.label;
  const dist = info.distributions.find((d) => d.name === value.name)?.label;
  if (!dist) return undefined;
  if (value.kind === 'mean') return `Mean ${dist.toLowerCase()}`;
  return `P(${dist.toLowerCase()} ${value.kind === 'at' ? '=' : '≥'} ${value.k})`;
}

/** Every value name a resolution can be tabled by (outcomes and means; `dist=k`, `dist>=k` work too). */
export function knownValues(info: ResolutionInfo): string[] {
  return [...info.outcomes.map((o) => o.name), ...info.distributions.map((d) => `mean.${d.name}`)];
}
