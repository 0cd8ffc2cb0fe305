import { ReportedError } from '../core/ReportedError.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { resultsMessages } from './messages.js';
import type { ResultsDocument } from './ResultsDocument.js';

/**
 * Checks a results document read back from a file (see readResultsDocument, which checks the types) against the
 * resolution it names: every cell holds every result the resolution defines (its outcomes, its distributions and
 * their means) and every derived outcome the document lists; there is one cell for each of its labels at each swept
 * point, and each comparison is between two of them. A renamed or removed key gives a ReportedError naming the
 * file and the key, instead of a report that fails while reading it.
 *
 * @example
 * resultsMatchResolution('results.json', doc, info); // throws 'results.json: … cells[0].outcomes.effective is wrong (…)'
 */
export function resultsMatchResolution(file: string, doc: ResultsDocument, info: ResolutionInfo): void {
  const wrong = (where: string, problem: string) =>
    new ReportedError(resultsMessages.badResults(file, where, problem), { exitCode: 1 });
  const missing = (where: string, what: string) => wrong(where, `missing: ${info.system} ${info.resolve} ${what}`);
  if (doc.labels.length === 0) throw wrong('labels', 'empty: a run has at least one label');
  const labels = new Set(doc.labels);
  const derived = (doc.derived ?? []).map((d) => d.name);
  // One cell per label and swept point, each once: the tables and charts look each of them up.
  const points = doc.sweep.reduce((n, axis) => n * axis.values.length, 1);
  if (doc.cells.length !== labels.size * points) {
    const made = `its ${labels.size} label(s) and ${points} swept point(s) make ${labels.size * points}`;
    throw wrong('cells', `${doc.cells.length} cells where ${made}`);
  }
  const cellKey = (label: string, params: Record<string, unknown>) =>
    JSON.stringify([label, ...doc.sweep.map((a) => params[a.path])]);
  const seen = new Set<string>();
  doc.cells.forEach((cell, i) => {
    const at = `cells[${i}]`;
    if (!labels.has(cell.label)) throw wrong(`${at}.label`, `"${cell.label}" is not one of the labels`);
    for (const { path, values } of doc.sweep) {
      const where = `${at}.params.${path}`;
      if (!Object.hasOwn(cell.params, path)) throw missing(where, `is swept over ${path} in this document`);
      const value = String(cell.params[path]);
      if (!values.includes(cell.params[path])) throw wrong(where, `${value} is not one of the swept values`);
    }
    const key = cellKey(cell.label, cell.params);
    if (seen.has(key)) throw wrong(`${at}`, `a second cell for "${cell.label}" at the same swept values`);
    seen.add(key);
    for (const { name } of info.outcomes) {
      if (!Object.hasOwn(cell.outcomes, name)) throw missing(`${at}.outcomes.${name}`, `has the outcome ${name}`);
    }
    for (const { name } of info.distributions) {
      const distribution = `has the distribution ${name}`;
      if (!Object.hasOwn(cell.distributions, name)) throw missing(`${at}.distributions.${name}`, distribution);
      if (!Object.hasOwn(cell.means, name)) throw missing(`${at}.means.${name}`, distribution);
    }
    for (const name of derived) {
      const listed = `missing: the document lists the derived outcome ${name}`;
      if (!Object.hasOwn(cell.derived ?? {}, name)) throw wrong(`${at}.derived.${name}`, listed);
    }
  });
  (doc.comparisons ?? []).forEach((comparison, i) => {
    for (const key of ['label', 'baseline'] as const) {
      if (!seen.has(cellKey(comparison[key], comparison.params))) {
        throw wrong(`comparisons[${i}].${key}`, `no cell for "${comparison[key]}" at the comparison's params`);
      }
    }
  });
}
