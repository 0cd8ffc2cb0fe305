import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { addDiagnostic } from './addDiagnostic.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';
import { scenarioLimits } from './scenarioLimits.js';

/** Keys whose text is drawn as a heading or a legend entry, held to the shorter title limit. */
const TITLE_KEYS = new Set(['title', 'label']);

/** C0 control characters other than tab and new lines, and DEL: they cannot be drawn, nor written in SVG. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Records every piece of text (keys and values) that is too long or holds a control character (see
 * scenarioLimits), before any of it is drawn or sized. (Nesting is limited earlier, by parseScenarioYaml, so this
 * walk recurses at most that deep.)
 *
 * @example
 * const source = parseScenarioYaml('x.yaml', 'title: "a\\u0000b"\n');
 * checkTextLimits(source); source.diagnostics.length; // → 1
 */
export function checkTextLimits(source: ScenarioSource): void {
  const visit = (node: Node | null | undefined, key: string | undefined): void => {
    if (node === null || node === undefined) return;
    if (isScalar(node)) {
      if (typeof node.value === 'string') checkText(source, node, node.value, key !== undefined && TITLE_KEYS.has(key));
      return;
    }
    if (!isMap(node) && !isSeq(node)) return;
    for (const item of node.items) {
      if (isPair(item)) {
        const k = item.key as Node | null;
        visit(k, undefined);
        visit(item.value as Node | null, isScalar(k) ? String(k.value) : undefined);
      } else visit(item as Node, undefined);
    }
  };
  visit(source.root, undefined);
}

function checkText(source: ScenarioSource, node: Node, text: string, isTitle: boolean): void {
  const limit = isTitle ? scenarioLimits.titleLength : scenarioLimits.textLength;
  if (text.length > limit.max) addDiagnostic(source, node, messages.textTooLong(text.length, limit.max, limit.why));
  const control = CONTROL.exec(text);
  if (control) addDiagnostic(source, node, messages.controlCharacter(control[0].charCodeAt(0)));
}
