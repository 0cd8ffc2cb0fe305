import type { Diagnostic } from './Diagnostic.js';
import { formatDiagnostic } from './formatDiagnostic.js';
import { messages } from './messages.js';

/**
 * All diagnostics, one (or two) lines each, then a closing count line.
 *
 * @example
 * formatDiagnostics([{ file: 'x.yaml', line: 2, column: 9, message: 'unknown system "toyy"' }]);
 * // → 'x.yaml:2:9: unknown system "toyy"\n1 problem in x.yaml; nothing was run.'
 */
export function formatDiagnostics(list: readonly Diagnostic[]): string {
  const files = [...new Set(list.map((d) => d.file))];
  return [...list.map(formatDiagnostic), messages.summary(list.length, files)].join('\n');
}
