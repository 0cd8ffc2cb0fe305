import { isMap, isScalar, type Node } from 'yaml';
import { parseDerived, type DerivedOutcome } from '../core/DerivedOutcome.js';
import type { ResolutionDefinition } from '../systems/defineResolution.js';
import { naturalDerived } from '../systems/Resolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import { keyText, locateNode } from './locateNode.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';

/**
 * The derived outcomes of a run: the resolution's own (see naturalDerived), then the scenario's `derived:` map —
 * label → expression, e.g. `Position carried: attacker_wins + defender_withdraws` or `Two or more dead: dead >= 2` —
 * each checked against the resolution's names, a problem recorded at its line with the closest names.
 * @example readDerived(parseScenarioYaml('x.yaml', 'derived:\n  Hit twice: hits >= 2\n'), definition).at(-1)?.name // 'hit_twice'
 */
export function readDerived(source: ScenarioSource, definition: ResolutionDefinition | undefined): DerivedOutcome[] {
  if (definition === undefined) return [];
  const natural = naturalDerived(definition);
  if (!Object.prototype.hasOwnProperty.call(source.data, 'derived')) return natural;
  const at = locateNode(source.doc, source.root, ['derived']);
  if (!isMap(at.node)) {
    addDiagnostic(source, at.node, messages.derivedNotAMap(source.data.derived), at.keyNode);
    return natural;
  }
  const names = {
    outcomes: definition.quantities.outcomes.map((o) => o.name),
    distributions: definition.quantities.distributions.map((d) => d.name),
  };
  const taken = new Set([...names.outcomes, ...names.distributions, ...natural.map((d) => d.name)]);
  const own: DerivedOutcome[] = [];
  for (const pair of at.node.items) {
    const label = keyText(pair.key);
    const valueNode = (pair.value ?? pair.key) as Node;
    const expression = isScalar(pair.value) ? pair.value.value : undefined;
    const name = label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
    if (typeof expression !== 'string') {
      addDiagnostic(source, valueNode, messages.derivedNotText(label), pair.key as Node);
      continue;
    }
    const read = parseDerived(name, label, expression, names);
    // The resolution's own derived outcome restated (e.g. position_carried: attacker_wins + defender_withdraws): already reported.
    if (natural.some((d) => d.name === name && 'anyOf' in d && 'anyOf' in read && sameSet(d.anyOf, read.anyOf))) continue;
    if ('problem' in read) {
      addDiagnostic(source, valueNode, messages.derivedBad(label, read.problem, read.suggestions));
      continue;
    }
    if (name === '' || taken.has(name)) {
      addDiagnostic(source, pair.key as Node, messages.derivedNameTaken(label, name));
      continue;
    }
    taken.add(name);
    own.push(read);
  }
  return [...natural, ...own];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
