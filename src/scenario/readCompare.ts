import { isAlias, isMap, isScalar, isSeq, type Node } from 'yaml';
import { addDiagnostic } from './addDiagnostic.js';
import type { ComparePlan } from './ComparePlan.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { keyText, locateNode } from './locateNode.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';
import { scenarioLimits } from './scenarioLimits.js';

/**
 * Reads the `compare` list: each entry a map with a unique `label` plus overrides. Records entries
 * that are not maps, missing or repeated labels and keys that cannot change per entry. Returns
 * undefined when the scenario has no `compare`.
 *
 * @example
 * readCompare(parseScenarioYaml('x.yaml', 'compare:\n  - label: A\n    range: 4\n'))?.[0].overrides;
 * // → { range: 4 }
 */
export function readCompare(source: ScenarioSource): ComparePlan[] | undefined {
  if (!Object.hasOwn(source.data, 'compare')) return undefined;
  const at = locateNode(source.doc, source.root, ['compare']);
  if (!isSeq(at.node)) {
    addDiagnostic(source, at.node, messages.compareNotAList(source.data.compare), at.keyNode);
    return [];
  }
  if (at.node.items.length === 0) {
    addDiagnostic(source, at.node, messages.compareEmpty());
    return [];
  }
  if (at.node.items.length > scenarioLimits.compareEntries.max) {
    const { max, why } = scenarioLimits.compareEntries;
    addDiagnostic(source, at.node, messages.compareTooMany(at.node.items.length, max, why), at.keyNode);
    return [];
  }
  const firstLine = new Map<string, number>();
  const entries: ComparePlan[] = [];
  at.node.items.forEach((raw, index) => {
    const item = isAlias(raw) ? raw.resolve(source.doc) : raw;
    const n = index + 1;
    if (!isMap(item)) {
      const found: unknown = isScalar(item) ? item.value : isSeq(item) ? [] : undefined;
      addDiagnostic(source, raw as Node, messages.compareEntryNotAMap(n, found));
      return;
    }
    const data = (source.data.compare as Array<Record<string, unknown>>)[index];
    const overrides: Record<string, unknown> = {};
    let label = `#${n}`;
    let labelled = false;
    let houseRules: ComparePlan['houseRules'];
    for (const pair of item.items) {
      const key = keyText(pair.key);
      const valueNode = (pair.value ?? pair.key) as Node;
      if (key === 'label') {
        labelled = true;
        const value = data[key];
        if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
          label = String(value);
          const line = source.lines.linePos(valueNode.range?.[0] ?? 0).line;
          const first = firstLine.get(label);
          // Vega-Lite sorts categories through an object keyed by them: "constructor", "toString"… would hit its prototype.
          if (label in Object.prototype) addDiagnostic(source, valueNode, messages.compareLabelReserved(label));
          else if (first !== undefined) addDiagnostic(source, valueNode, messages.compareLabelDuplicate(label, first));
          else firstLine.set(label, line);
        } else addDiagnostic(source, valueNode, messages.compareLabelNotText(value), pair.key as Node);
      } else if (key === 'house_rules') {
        houseRules = { value: data[key], node: valueNode, keyNode: pair.key as Node };
      } else if (FIXED_KEYS.includes(key)) {
        addDiagnostic(source, pair.key as Node, messages.compareKeyFixed(key));
      } else {
        overrides[key] = data[key];
      }
    }
    if (!labelled) addDiagnostic(source, item, messages.compareLabelMissing(n));
    entries.push({ label, index, node: item, overrides, ...(houseRules ? { houseRules } : {}) });
  });
  return entries;
}
