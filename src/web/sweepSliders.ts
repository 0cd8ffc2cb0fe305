import type { CellResult, ResultsDocument } from '../results/ResultsDocument.js';
import { el } from './dom.js';

/**
 * One slider per swept value (a sweep of more than one point): the tables show the cells at the chosen point, every
 * compare label together. `onChange` is called with the cells now chosen.
 */
export function sweepSliders(
  container: HTMLElement,
  doc: ResultsDocument,
  onChange: (cells: CellResult[]) => void,
): void {
  container.replaceChildren();
  const chosen = doc.sweep.map(() => 0);
  const pick = () =>
    doc.cells.filter((c) => doc.sweep.every((axis, i) => sameValue(c.params[axis.path], axis.values[chosen[i]])));
  doc.sweep.forEach((axis, i) => {
    if (axis.values.length < 2) return;
    const shown = el('output', {}, String(axis.values[0]));
    const input = el('input', {
      type: 'range',
      min: '0',
      max: String(axis.values.length - 1),
      step: '1',
      value: '0',
      'aria-label': axis.path,
    });
    input.addEventListener('input', () => {
      chosen[i] = Number(input.value);
      shown.textContent = String(axis.values[chosen[i]]);
      onChange(pick());
    });
    container.append(el('label', { class: 'slider' }, el('code', {}, axis.path), input, shown));
  });
  onChange(pick());
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
