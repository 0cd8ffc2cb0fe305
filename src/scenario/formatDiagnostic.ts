import type { Diagnostic } from './Diagnostic.js';
import { messages } from './messages.js';

/** Longest single line before the explanation moves to a second, indented line. */
const MAX_LINE = 120;

/**
 * One diagnostic as one line (`file:line:column: message — expected …, found …; did you mean …?`),
 * or, when that would be too long, two: the message with its suggestions, then what was expected
 * and found on an indented line.
 *
 * @example
 * formatDiagnostic({ file: 'x.yaml', line: 14, column: 13, message: 'unknown armour "partial-lite"',
 *   expected: 'an armour name', suggestions: ['partial-light', 'full-light'] });
 * // → 'x.yaml:14:13: unknown armour "partial-lite" — expected an armour name; did you mean partial-light, full-light?'
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const details: string[] = [];
  if (d.expected !== undefined) details.push(`${messages.expectedLabel} ${d.expected}`);
  if (d.found !== undefined && !d.message.includes(d.found)) details.push(`${messages.foundLabel} ${d.found}`);
  const detail = details.join(', ');
  const hint = d.suggestions !== undefined && d.suggestions.length > 0 ? messages.didYouMean(d.suggestions) : '';
  const head = `${where}: ${d.message}`;
  const oneLine = [detail, hint].filter((part) => part !== '').join('; ');
  if (oneLine === '') return head;
  if (head.length + 3 + oneLine.length <= MAX_LINE) return `${head} — ${oneLine}`;
  const first = hint === '' ? head : `${head} — ${hint}`;
  return detail === '' ? first : `${first}\n    ${detail}`;
}
