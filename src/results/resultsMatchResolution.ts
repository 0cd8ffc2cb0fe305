import { ReportedError } from '../core/ReportedError.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { resultsMessages } from './messages.js';
import type { ResultsDocument } from './ResultsDocument.js';

/**
 * Checks a results document read back from a file (see readResultsDocument, which checks the types) against the
 * resolution it names: every cell holds every result the resolution defines (its outcomes, its distributions and
 * their means) and every derived outcome the document lists, under the label and swept values the document lists,
 * and every comparison is against a label of the document. A renamed or removed key gives a ReportedError naming the
 * file and the key, instead of a report that fails while reading it.
 *
 * @example
 * resultsMatchResolution('results.json', doc, info); // throws 'results.json: … cells[0].outcomes.effective is wrong (…)'
 */
export function resultsMatchResolution(file: string, doc: ResultsDocument, info: ResolutionInfo): void {
  const wrong = (where: string, problem: string) => new ReportedError(resultsMessages.badResults(file, where, problem), { exitCode: 1 });
  const missing = (where: string, what: string) => wrong(where, `missing: ${info.system} ${info.resolve} ${what}`);
  if (doc.labels.length === 0) throw wrong('labels', 'empty: a run has at least one label');
  const labels = new Set(doc.labels);
  const derived = (doc.derived ?? []).map((d) => d.name);
  doc.cells.forEach((cell, i) => {
    const at = `cells[${i}]`;
    if (!labels.has(cell.label)) throw wrong(`${at}.label`, `"${cell.label}" is not one of the labels`);
    for (const { path } of doc.sweep) {
      if (!Object.hasOwn(cell.params, path)) throw missing(`${at}.params.${path}`, `is swept over ${path} in this document`);
    }
    for (const { name } of info.outcomes) {
      if (!Object.hasOwn(cell.outcomes, name)) throw missing(`${at}.outcomes.${name}`, `has the outcome ${name}`);
    }
    for (const { name } of info.distributions) {
      if (!Object.hasOwn(cell.distributions, name)) throw missing(`${at}.distributions.${name}`, `has the distribution ${name}`);
      if (!Object.hasOwn(cell.means, name)) throw missing(`${at}.means.${name}`, `has the distribution ${name}`);
    }
    for (const name of derived) {
      if (!Object.hasOwn(cell.derived ?? {}, name)) throw wrong(`${at}.derived.${name}`, `missing: the document lists the derived outcome ${name}`);
    }
  });
  (doc.comparisons ?? []).forEach((comparison, i) => {
    for (const key of ['label', 'baseline'] as const) {
      if (!labels.has(comparison[key])) throw wrong(`comparisons[${i}].${key}`, `"${comparison[key]}" is not one of the labels`);
    }
  });
}
