import { isMap, isScalar, type Node } from 'yaml';
import { closestNames } from '../core/closestNames.js';
import { type DerivedNames, type DerivedOutcome, parseDerived } from '../core/DerivedOutcome.js';
import { labelName } from '../core/labelName.js';
import { DiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import { evaluateDiceExpression } from '../dice/expression/evaluateDiceExpression.js';
import { freeNames } from '../dice/expression/freeNames.js';
import { parseDiceExpression } from '../dice/expression/parseDiceExpression.js';
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
  if (!Object.hasOwn(source.data, 'derived')) return natural;
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
    const name = labelName(label);
    if (typeof expression !== 'string') {
      addDiagnostic(source, valueNode, messages.derivedNotText(label), pair.key as Node);
      continue;
    }
    const plain = parseDerived(name, label, expression, names);
    const read = 'otherForm' in plain ? (diceDerived(name, label, expression, names) ?? plain) : plain;
    // The resolution's own derived outcome restated (e.g. position_carried: attacker_wins + defender_withdraws): already reported.
    if (natural.some((d) => d.name === name && 'anyOf' in d && 'anyOf' in read && sameSet(d.anyOf, read.anyOf)))
      continue;
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

/**
 * A derived outcome in the dice language over one distribution (`dead * 2 + d6 >= 8`), or what is wrong with it when
 * it reads as dice but not as one; undefined when it is not a dice expression at all (the plain forms' problem stands).
 */
function diceDerived(
  name: string,
  label: string,
  expression: string,
  names: DerivedNames,
): DerivedOutcome | { problem: string; suggestions: string[] } | undefined {
  let expr;
  try {
    expr = parseDiceExpression(expression);
  } catch (error) {
    if (error instanceof DiceExpressionError) return undefined;
    throw error;
  }
  const read = [...freeNames(expr)];
  const unknown = read.find((n) => !names.distributions.includes(n));
  if (unknown !== undefined || read.length !== 1) {
    const which = unknown ?? read.join(', ');
    const suggestions = unknown === undefined ? [] : closestNames(unknown, [...names.distributions]);
    return {
      problem: `"${expression}" is a dice expression, which may read one distribution (${names.distributions.join(', ') || 'this resolution has none'}), not ${which || 'none'}; outcomes join with + (a + b)`,
      suggestions,
    };
  }
  try {
    evaluateDiceExpression(expr, { params: { [read[0]]: 0 } });
  } catch (error) {
    if (error instanceof DiceExpressionError)
      return {
        problem: `"${expression}": ${error.message} (column ${error.start + 1})`,
        suggestions: [...error.suggestions],
      };
    throw error;
  }
  return { name, label, expression: expression.trim(), over: read[0] };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
