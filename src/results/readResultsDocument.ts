import { readFileSync } from 'node:fs';
import { ReportedError } from '../core/ReportedError.js';
import { resultsMessages } from './messages.js';
import type { ResultsDocument } from './ResultsDocument.js';
import { resultsDocumentSchema } from './resultsDocumentSchema.js';

/**
 * Reads a results.json written by `gruntlab run`, treating every field as untrusted: a file that cannot be read,
 * is not JSON, or has a field of the wrong type gives a ReportedError naming the file and the field.
 *
 * @example
 * readResultsDocument('reports/fire-aar-vs-gauss/results.json').system; // → 'stargrunt2'
 */
export function readResultsDocument(file: string): ResultsDocument {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? 'it is not JSON' : ((error as { code?: string }).code ?? String(error));
    throw new ReportedError(resultsMessages.unreadableResults(file, reason), { exitCode: 1 });
  }
  const parsed = resultsDocumentSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    throw new ReportedError(resultsMessages.badResults(file, where === '' ? 'the top' : where, issue.message), {
      exitCode: 1,
    });
  }
  return parsed.data as unknown as ResultsDocument;
}
