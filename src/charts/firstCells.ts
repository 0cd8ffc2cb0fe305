import type { CellResult, ResultsDocument } from '../results/ResultsDocument.js';

/**
 * The first cell of each compare label, in `doc.labels` order (labels without a cell are skipped).
 * Without a sweep that is every cell; with one it is the first grid point of each label.
 *
 * @example
 * firstCells(fireFixture()).map((c) => c.label); // ['Advanced assault rifle', 'Gauss rifle']
 */
export function firstCells(doc: ResultsDocument): CellResult[] {
  const out: CellResult[] = [];
  for (const label of doc.labels) {
    const cell = doc.cells.find((c) => c.label === label);
    if (cell) out.push(cell);
  }
  return out;
}
