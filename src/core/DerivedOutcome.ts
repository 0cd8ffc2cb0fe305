import { closestNames } from './closestNames.js';

/**
 * An outcome made of others, with its own probability and interval: several outcomes together ("position carried"
 * = `attacker_wins + defender_withdraws`, which exclude each other) or a distribution against a count ("two or
 * more dead" = `dead >= 2`). Resolutions declare the natural ones; a scenario adds its own under `derived:`.
 */
export type DerivedOutcome =
  | { name: string; label: string; expression: string; anyOf: string[] }
  | {
      name: string;
      label: string;
      expression: string;
      distribution: string;
      op: '>=' | '<=' | '=' | '>' | '<';
      count: number;
    }
  /** A dice-language expression over one distribution (`dead * 2 + d6 >= 8`): it happens where it is not 0. */
  | { name: string; label: string; expression: string; over: string };

/** What a derived outcome may be made of: the resolution's outcome and distribution names. */
export interface DerivedNames {
  outcomes: readonly string[];
  distributions: readonly string[];
}

/**
 * Reads a derived outcome's expression: `a + b + …` (outcomes) or `name OP k` (a distribution, OP one of >= <= = > <,
 * k a whole number). Returns the outcome, or what is wrong in words with the closest valid names.
 * @example 'anyOf' in parseDerived('carried', 'Position carried', 'attacker_wins + defender_withdraws', { outcomes: ['attacker_wins', 'defender_withdraws'], distributions: [] }) // true
 */
export function parseDerived(
  name: string,
  label: string,
  expression: string,
  names: DerivedNames,
): DerivedOutcome | DerivedProblem {
  const text = expression.trim();
  const compare = /^([A-Za-z_][\w]*)\s*(>=|<=|=|>|<)\s*(\d+)$/.exec(text);
  if (compare) {
    const [, distribution, op, count] = compare;
    if (!names.distributions.includes(distribution)) return unknown(distribution, 'distribution', names.distributions);
    return { name, label, expression: text, distribution, op: op as '>=', count: Number(count) };
  }
  const parts = text.split('+').map((p) => p.trim());
  if (parts.some((p) => !/^[A-Za-z_][\w]*$/.test(p))) {
    return {
      problem: `"${expression}" is neither outcomes joined by + (e.g. attacker_wins + defender_withdraws), a distribution against a count (e.g. dead >= 2) nor a dice expression over one distribution (e.g. dead + d6 >= 6)`,
      suggestions: [],
      otherForm: true,
    };
  }
  for (const part of parts) if (!names.outcomes.includes(part)) return unknown(part, 'outcome', names.outcomes);
  if (new Set(parts).size !== parts.length)
    return { problem: `"${expression}" names an outcome twice`, suggestions: [] };
  return { name, label, expression: text, anyOf: parts };
}

/** What is wrong with a derived outcome; `otherForm` when it is neither plain form (it may be a dice expression). */
interface DerivedProblem {
  problem: string;
  suggestions: string[];
  otherForm?: true;
}

function unknown(name: string, kind: string, valid: readonly string[]): { problem: string; suggestions: string[] } {
  const suggestions = closestNames(name, [...valid]);
  return { problem: `unknown ${kind} "${name}" (the ${kind}s: ${valid.join(', ') || 'none'})`, suggestions };
}

/** Whether a distribution value counts towards a `name OP k` derived outcome. */
export function countsToward(op: '>=' | '<=' | '=' | '>' | '<', value: number, count: number): boolean {
  switch (op) {
    case '>=':
      return value >= count;
    case '<=':
      return value <= count;
    case '>':
      return value > count;
    case '<':
      return value < count;
    default:
      return value === count;
  }
}

/**
 * The chance that a distribution (value → probability) meets `OP count`: the probabilities of the values that count
 * toward it, added in the distribution's order. Derived outcomes, table values (`dead>=1`) and "at least k" charts
 * all read a distribution this way.
 * @example chanceOfCount({ '0': 0.5, '1': 0.3, '2': 0.2 }, '>=', 1) // 0.5
 */
export function chanceOfCount(
  distribution: Readonly<Record<string, number>>,
  op: '>=' | '<=' | '=' | '>' | '<',
  count: number,
): number {
  return Object.entries(distribution).reduce(
    (sum, [value, q]) => sum + (countsToward(op, Number(value), count) ? q : 0),
    0,
  );
}
