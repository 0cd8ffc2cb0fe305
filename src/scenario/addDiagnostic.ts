import { isScalar, type Node } from 'yaml';
import type { MessageParts } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';

/**
 * Records a problem at a YAML node (its key node when `keyNode` is given and wanted, or when the
 * value is empty), with a 1-based line and column.
 *
 * @example
 * addDiagnostic(source, source.root, messages.missingSystem(['toy']));
 * source.diagnostics[0].line; // → 1
 */
export function addDiagnostic(source: ScenarioSource, node: Node, parts: MessageParts, keyNode?: Node): void {
  const emptyValue = isScalar(node) && node.value === null && node.source === '';
  const at = keyNode !== undefined && emptyValue ? keyNode : node;
  const offset = at.range?.[0] ?? 0;
  const { line, col } = source.lines.linePos(offset);
  source.diagnostics.push({ file: source.file, line, column: col, ...withoutUndefined(parts) });
}

/**
 * Records a problem at a character of a scalar's text (a dice expression's): placed to the character where the text
 * is written on one line as it is read (plain or quoted, no escapes before it), else at the start of the value.
 * @example addDiagnosticInText(source, node, 4, { message: 'unknown name "ldd"' }) // the column of the name
 */
export function addDiagnosticInText(source: ScenarioSource, node: Node, index: number, parts: MessageParts): void {
  const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE');
  const asRead = isScalar(node) && (quoted || node.type === 'PLAIN') && !String(node.value).includes('\n');
  const start = node.range?.[0] ?? 0;
  if (!asRead || (quoted && source.lines.linePos(node.range?.[1] ?? start).line !== source.lines.linePos(start).line)) {
    return addDiagnostic(source, node, parts);
  }
  const { line, col } = source.lines.linePos(start + (quoted ? 1 : 0) + index);
  source.diagnostics.push({ file: source.file, line, column: col, ...withoutUndefined(parts) });
}

function withoutUndefined(parts: MessageParts): MessageParts {
  const out: MessageParts = { message: parts.message };
  if (parts.expected !== undefined) out.expected = parts.expected;
  if (parts.found !== undefined) out.found = parts.found;
  if (parts.suggestions !== undefined && parts.suggestions.length > 0) out.suggestions = parts.suggestions;
  return out;
}
