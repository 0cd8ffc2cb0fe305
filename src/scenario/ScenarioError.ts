import { ReportedError } from '../core/ReportedError.js';
import type { Diagnostic } from './Diagnostic.js';
import { formatDiagnostics } from './formatDiagnostics.js';

/**
 * Thrown when a scenario file cannot be used. Carries every problem of the file at once,
 * sorted by line; its `message` is the printable report (see formatDiagnostics).
 *
 * @example
 * const e = new ScenarioError([{ file: 'x.yaml', line: 1, column: 1, message: 'the file is empty' }]);
 * e.message; // → 'x.yaml:1:1: the file is empty\n1 problem in x.yaml; nothing was run.'
 */
export class ScenarioError extends ReportedError {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(formatDiagnostics(diagnostics), { prefixed: false });
    this.diagnostics = diagnostics;
  }
}
