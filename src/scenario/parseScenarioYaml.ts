import {
  Composer,
  type CST,
  type Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  visit,
  YAMLParseError,
} from 'yaml';
import type { Diagnostic } from './Diagnostic.js';
import { findTags } from './findTags.js';
import { findTooDeep } from './findTooDeep.js';
import { type MessageParts, messages } from './messages.js';
import { ScenarioError } from './ScenarioError.js';
import type { ScenarioSource } from './ScenarioSource.js';
import { scenarioLimits } from './scenarioLimits.js';
import { sortDiagnostics } from './sortDiagnostics.js';

/**
 * Reads a scenario's YAML keeping every node's position. Throws a ScenarioError for maps and lists nested deeper
 * than the limit (checked before the reader recurses into them), YAML syntax problems (all of them, the first one at
 * each place), an empty file, a top level that is not a map of keys, or a tag that makes something other than plain
 * data (see findTags).
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
  // The syntax tree is read without recursion and its depth checked before the document is composed from it,
  // which recurses once per level: a file nested thousands deep gets the same located message on every run.
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const tooDeep = findTooDeep(tokens, maxDepth);
  if (tooDeep.length > 0) {
    throw new ScenarioError(tooDeep.map((offset) => at(offset, messages.tooDeep(maxDepth, deepWhy))));
  }
  const doc = composeFirst(tokens, text.length);
  if (doc.errors.length > 0) {
    const first = doc.errors.filter((e, i) => doc.errors.findIndex((o) => o.pos[0] === e.pos[0]) === i);
    const found = first.map((e) =>
      at(
        e.pos[0],
        e.code === 'DUPLICATE_KEY'
          ? messages.duplicateKey(keyAt(text, e.pos[0]))
          : messages.yamlSyntax(e.code, e.message),
      ),
    );
    throw new ScenarioError(sortDiagnostics(found));
  }
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    throw new ScenarioError([at(0, messages.emptyFile())]);
  }
  if (!isMap(contents)) {
    throw new ScenarioError([
      at(
        contents.range[0],
        messages.topNotAMap(isScalar(contents) ? contents.value : isSeq(contents) ? [] : undefined),
      ),
    ]);
  }
  const tagged = findTags(doc);
  if (tagged.length > 0) {
    const found = tagged.map((t) => at(t.node.range?.[0] ?? 0, messages.yamlTag(t.tag, t.plain)));
    throw new ScenarioError(sortDiagnostics(found));
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

/** The first document of the syntax tree, with a MULTIPLE_DOCS error when there are more (as parseDocument does). */
function composeFirst(tokens: CST.Token[], length: number): Document.Parsed {
  let doc: Document.Parsed | undefined;
  for (const next of new Composer({ prettyErrors: false, uniqueKeys: true }).compose(tokens, true, length)) {
    if (doc === undefined) doc = next;
    else {
      const range = next.range.slice(0, 2) as [number, number];
      doc.errors.push(new YAMLParseError(range, 'MULTIPLE_DOCS', 'more than one document'));
      break;
    }
  }
  return doc!;
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
