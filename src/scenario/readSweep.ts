import { isAlias, isMap, isScalar, isSeq, type Node } from 'yaml';
import { addDiagnostic } from './addDiagnostic.js';
import { keyText, locateNode } from './locateNode.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';
import type { SweepPlan } from './SweepPlan.js';
import { scenarioLimits } from './scenarioLimits.js';
import type { AnySchema } from './schemaAt.js';
import { sweepPathProblem } from './sweepPathProblem.js';

/**
 * Reads the `sweep` map in file order, recording bad paths, values that are not lists, empty lists
 * and values that are not single numbers, names or true/false. Returns only the usable axes.
 *
 * @example
 * readSweep(parseScenarioYaml('x.yaml', 'sweep:\n  range: [4, 8]\n'), undefined);
 * // → [{ path: 'range', segments: ['range'], values: [4, 8] }]
 */
export function readSweep(source: ScenarioSource, schema: AnySchema | undefined): SweepPlan[] {
  if (!Object.hasOwn(source.data, 'sweep')) return [];
  const at = locateNode(source.doc, source.root, ['sweep']);
  const node = at.node;
  if (!isMap(node)) {
    addDiagnostic(source, node, messages.sweepNotAMap(source.data.sweep), at.keyNode);
    return [];
  }
  const axes: SweepPlan[] = [];
  for (const pair of node.items) {
    const keyNode = pair.key as Node;
    if (!isScalar(pair.key) || typeof pair.key.value !== 'string') {
      addDiagnostic(
        source,
        keyNode,
        messages.sweepPathNotText(isScalar(pair.key) ? pair.key.value : keyText(pair.key)),
      );
      continue;
    }
    const path = pair.key.value;
    let usable = true;
    const problem = sweepPathProblem(path, schema);
    if (problem !== undefined) {
      addDiagnostic(source, keyNode, problem);
      usable = false;
    }
    const raw = pair.value as Node | null;
    const list = isAlias(raw) ? (raw.resolve(source.doc) ?? raw) : raw;
    if (!isSeq(list)) {
      addDiagnostic(
        source,
        list ?? keyNode,
        messages.sweepValuesNotAList(path, list === null ? null : list.toJS(source.doc)),
        keyNode,
      );
      continue;
    }
    if (list.items.length === 0) {
      addDiagnostic(source, list, messages.sweepEmpty(path));
      continue;
    }
    const { max, why } = scenarioLimits.sweepValues;
    if (list.items.length > max) {
      addDiagnostic(source, list, messages.sweepTooManyValues(path, list.items.length, max, why), keyNode);
      continue;
    }
    const values: SweepPlan['values'] = [];
    list.items.forEach((item, i) => {
      const value: unknown = (source.data.sweep as Record<string, unknown[]>)[path][i];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        if (values.includes(value)) {
          addDiagnostic(source, item as Node, messages.sweepRepeatedValue(path, value));
          usable = false;
        } else values.push(value);
      } else {
        addDiagnostic(source, item as Node, messages.sweepValueNotSingle(path, value));
        usable = false;
      }
    });
    if (usable) axes.push({ path, segments: path.split('.'), values });
  }
  return axes;
}
