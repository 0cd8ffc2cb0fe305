import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { Diagnostic } from './Diagnostic.js';
import { messages, type MessageParts } from './messages.js';
import { ScenarioError } from './ScenarioError.js';
import { scenarioLimits } from './scenarioLimits.js';
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
  const at = (offset: number, parts: MessageParts): Diagnostic => {
    const { line, col } = lines.linePos(offset);
    return { file, line, column: col, ...parts };
  };
  const { max: maxDepth, why: deepWhy } = scenarioLimits.depth;
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // Nesting thousands of levels deep overflows the YAML reader's stack before any limit can be checked.
    if (error instanceof RangeError) throw new ScenarioError([{ file, line: 1, column: 1, ...messages.tooDeep(maxDepth, deepWhy) }]);
    throw error;
  }
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
    throw new ScenarioError([at(contents.range[0], messages.topNotAMap(isScalar(contents) ? contents.value : isSeq(contents) ? [] : undefined))]);
  }
  const { max: maxAliases, why: aliasWhy } = scenarioLimits.aliasCount;
  let data: Record<string, unknown>;
  try {
    data = doc.toJS({ maxAliasCount: maxAliases }) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ReferenceError) && !(error instanceof RangeError)) throw error;
    throw new ScenarioError([at(firstAlias(doc) ?? 0, messages.tooManyAliases(maxAliases, aliasWhy))]);
  }
  return { file, doc, lines, root: contents, data, diagnostics: [] };
}

/** The key written at an offset (up to its colon), for the duplicate-key message. */
function keyAt(text: string, offset: number): string {
  const rest = text.slice(offset).split('\n')[0];
  const quoted = /^(["'])(.*?)\1/.exec(rest);
  if (quoted) return quoted[2];
  return rest.split(/:(\s|$)/)[0].trim();
}

/** Where the first alias (*name) of a document is written. */
function firstAlias(doc: Document.Parsed): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}
