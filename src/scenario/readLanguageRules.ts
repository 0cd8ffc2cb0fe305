import { isMap, isScalar, type Node, type Scalar, type YAMLMap } from 'yaml';
import { closestNames } from '../core/closestNames.js';
import type { DiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import { DiceProcedure, DiceProcedureError } from '../dice/expression/DiceProcedure.js';
import { languageRulesResolution } from '../systems/languageRulesResolution.js';
import { type LanguageStep, type LanguageSteps, procedureText } from '../systems/languageSteps.js';
import type { Resolution } from '../systems/Resolution.js';
import { addDiagnostic, addDiagnosticInText } from './addDiagnostic.js';
import type { ComparePlan } from './ComparePlan.js';
import { languageMessages as m } from './languageMessages.js';
import { keyText, locateNode } from './locateNode.js';
import type { ScenarioSource } from './ScenarioSource.js';

const ROLL_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * Whether a `house_rules:` value is rules written in the dice language (a map of step → rule) rather than a module.
 * @example isLanguageRules({ ldRoll: 'd20 <= ld' }) // true
 */
export function isLanguageRules(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The resolutions of a scenario's house rules written in the dice language (docs/dice-language.md): the top-level
 * `house_rules:` map over the built-in (`top`), and each compare entry's own map (or `none` for the book, under a
 * top-level map) by label. Every problem is recorded at its line and column, to the character in an expression.
 */
export function readLanguageRules(
  source: ScenarioSource,
  builtIn: Resolution | undefined,
  entries: readonly ComparePlan[] | undefined,
): { top?: Resolution; byLabel: Map<string, Resolution> } {
  const byLabel = new Map<string, Resolution>();
  if (builtIn === undefined) return { byLabel };
  let top: Resolution | undefined;
  if (source.data.house_rules === 'none') {
    const at = locateNode(source.doc, source.root, ['house_rules']);
    addDiagnostic(source, at.node, m.noneAtTop());
  } else if (isLanguageRules(source.data.house_rules)) {
    const at = locateNode(source.doc, source.root, ['house_rules']);
    const steps = readRules(source, builtIn, at.node, at.keyNode);
    if (steps) top = languageRulesResolution(builtIn, steps);
  }
  for (const entry of entries ?? []) {
    const own = entry.houseRules;
    if (own === undefined) continue;
    if (isLanguageRules(own.value)) {
      const steps = readRules(source, builtIn, own.node, own.keyNode);
      if (steps) byLabel.set(entry.label, languageRulesResolution(builtIn, steps));
    } else if (own.value === 'none' && top !== undefined) byLabel.set(entry.label, builtIn);
  }
  return { ...(top ? { top } : {}), byLabel };
}

/** One `house_rules:` map read into rules, or undefined with its problems recorded. */
function readRules(
  source: ScenarioSource,
  resolution: Resolution,
  node: Node,
  keyNode: Node | undefined,
): LanguageSteps | undefined {
  const scenario = `${resolution.system} ${resolution.resolve}`;
  const house = resolution.definition.houseSteps;
  if (resolution.module !== undefined) return void addDiagnostic(source, keyNode ?? node, m.withModule());
  if (!house || !resolution.kernel.withSteps) return void addDiagnostic(source, keyNode ?? node, m.noSteps(scenario));
  if (!isMap(node)) return undefined;
  const names = Object.keys(house.steps);
  const steps: Record<string, LanguageStep> = {};
  let ok = true;
  for (const pair of node.items) {
    const name = keyText(pair.key);
    const spec = house.steps[name];
    const keyAt = pair.key as Node;
    if (!Object.hasOwn(house.steps, name)) {
      addDiagnostic(source, keyAt, { ...m.unknownStep(name, scenario, names), suggestions: closestNames(name, names) });
      ok = false;
      continue;
    }
    if (spec.language === undefined) {
      addDiagnostic(source, keyAt, m.notInLanguage(name, spec.returns));
      ok = false;
      continue;
    }
    const step = readRule(source, name, spec.language, (pair.value ?? pair.key) as Node);
    if (step) steps[name] = step;
    else ok = false;
  }
  return ok && Object.keys(steps).length > 0 ? steps : undefined;
}

/** One step's rule: an expression, or `let:` and `pass:` / `result:`; its expressions parsed and their names checked. */
function readRule(
  source: ScenarioSource,
  name: string,
  language: { names: Readonly<Record<string, string>>; reads: LanguageStep['reads'] },
  node: Node,
): LanguageStep | undefined {
  const resultKey = language.reads === 'pass' ? 'pass' : 'result';
  const inputs = Object.keys(language.names);
  const rolls: Array<[string, string]> = [];
  const places: Node[] = [];
  let result: Scalar | undefined;
  // A number is an expression too (`threeDice: 10`).
  const isText = (n: Node): n is Scalar => isScalar(n) && (typeof n.value === 'string' || typeof n.value === 'number');
  if (isText(node)) result = node;
  else if (isMap(node)) {
    for (const pair of node.items) {
      const key = keyText(pair.key);
      const value = (pair.value ?? pair.key) as Node;
      if (key === 'let') {
        if (!readRolls(source, name, value, inputs, rolls, places)) return undefined;
      } else if (key === resultKey) {
        if (!isText(value)) return void addDiagnostic(source, value, m.notText(`${name}'s ${key}`));
        result = value;
      } else {
        const keys = ['let', resultKey];
        return void addDiagnostic(source, pair.key as Node, {
          ...m.ruleKey(name, key, keys),
          suggestions: closestNames(key, keys),
        });
      }
    }
    if (result === undefined) return void addDiagnostic(source, node, m.resultMissing(name, resultKey));
  } else return void addDiagnostic(source, node, m.ruleShape(name, resultKey));
  const step: LanguageStep = { rolls, result: String(result.value), reads: language.reads };
  try {
    DiceProcedure.parse(procedureText(step)).checkNames(inputs);
  } catch (error) {
    if (!(error instanceof DiceProcedureError)) throw error;
    const at = error.part.kind === 'roll' ? places[rolls.findIndex(([n]) => n === error.part.name)] : result;
    const what = error.part.kind === 'roll' ? `house rule ${name}, roll ${error.part.name}` : `house rule ${name}`;
    addExpressionDiagnostic(source, at, what, error.error);
    return undefined;
  }
  return step;
}

/** The rule's `let:` map into `rolls` (name, text), each roll's node into `places`; false with a problem recorded. */
function readRolls(
  source: ScenarioSource,
  name: string,
  node: Node,
  inputs: readonly string[],
  rolls: Array<[string, string]>,
  places: Node[],
): boolean {
  if (!isMap(node)) {
    addDiagnostic(source, node, m.ruleShape(name, 'let'));
    return false;
  }
  for (const pair of (node as YAMLMap).items) {
    const roll = keyText(pair.key);
    const value = (pair.value ?? pair.key) as Node;
    if (!ROLL_NAME.test(roll) || inputs.includes(roll) || rolls.some(([n]) => n === roll)) {
      addDiagnostic(source, pair.key as Node, m.rollName(roll));
      return false;
    }
    if (!isScalar(value) || (typeof value.value !== 'string' && typeof value.value !== 'number')) {
      addDiagnostic(source, value, m.notText(`roll ${roll}`));
      return false;
    }
    rolls.push([roll, String(value.value)]);
    places.push(value);
  }
  return true;
}

/** A problem of an expression, at its character in the YAML. */
function addExpressionDiagnostic(source: ScenarioSource, node: Node, what: string, error: DiceExpressionError): void {
  addDiagnosticInText(source, node, error.start, m.expression(what, error));
}
