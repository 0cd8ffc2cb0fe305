import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from './Diagnostic.js';
import { messages, type MessageParts } from './messages.js';
import { ScenarioError } from './ScenarioError.js';
import type { ScenarioSource } from './ScenarioSource.js';
import { sortDiagnostics } from './sortDiagnostics.js';

/**
 * Reads a scenario's YAML keeping every node's position. Throws a ScenarioError for YAML syntax
 * problems (all of them, the first one at each place), an empty file, or a top level that is not a map of keys.
 *
 * @example
 * parseScenarioYaml('x.yaml', 'system: toy\n').data; // → { system: 'toy' }
 */
export function parseScenarioYaml(file: string, text: string): ScenarioSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number, parts: MessageParts): Diagnostic => {
    const { line, col } = lines.linePos(offset);
    return { file, line, column: col, ...parts };
  };
  if (doc.errors.length > 0) {
    const first = doc.errors.filter((e, i) => doc.errors.findIndex((o) => o.pos[0] === e.pos[0]) === i);
    const found = first.map((e) =>
      at(e.pos[0], e.code === 'DUPLICATE_KEY' ? messages.duplicateKey(keyAt(text, e.pos[0])) : messages.yamlSyntax(e.code, e.message)),
    );
    throw new ScenarioError(sortDiagnostics(found));
  }
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    throw new ScenarioError([at(0, messages.emptyFile())]);
  }
  if (!isMap(contents)) {
    throw new ScenarioError([at(contents.range[0], messages.topNotAMap(contents.toJS(doc)))]);
  }
  const data = doc.toJS({ maxAliasCount: 10_000 }) as Record<string, unknown>;
  return { file, doc, lines, root: contents, data, diagnostics: [] };
}

/** The key written at an offset (up to its colon), for the duplicate-key message. */
function keyAt(text: string, offset: number): string {
  const rest = text.slice(offset).split('\n')[0];
  const quoted = /^(["'])(.*?)\1/.exec(rest);
  if (quoted) return quoted[2];
  return rest.split(/:(\s|$)/)[0].trim();
}
