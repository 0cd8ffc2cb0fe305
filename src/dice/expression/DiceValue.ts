import { Distribution } from '../algebra/Distribution.js';
import { DiceLimitError } from '../algebra/limits.js';
import { sumPool } from '../algebra/sumPool.js';

/**
 * What an expression evaluates to, with AnyDice's four kinds: a number, a sequence (numbers in order, no odds), a
 * die (a distribution) and a pool (`count` independent rolls of one die, kept apart for `@`, highest and lowest).
 */
export type DiceValue =
  | { kind: 'number'; value: number }
  | { kind: 'sequence'; items: number[] }
  | { kind: 'die'; dist: Distribution }
  | { kind: 'pool'; die: Distribution; count: number };

export const numberValue = (value: number): DiceValue => ({ kind: 'number', value: checkSafe(value) });
export const dieValue = (dist: Distribution): DiceValue => ({ kind: 'die', dist });

/** A whole number held exactly, or a refusal. */
export function checkSafe(value: number): number {
  if (!Number.isSafeInteger(value)) throw new DiceLimitError('magnitude', Math.abs(value));
  return value === 0 ? 0 : value; // no -0
}

/** In arithmetic: a sequence is its sum, a pool the sum of its dice. */
export function arithmetic(value: DiceValue): number | Distribution {
  switch (value.kind) {
    case 'number':
      return value.value;
    case 'sequence':
      return checkSafe(value.items.reduce((a, b) => a + b, 0));
    case 'die':
      return value.dist;
    case 'pool':
      return sumPool(value.die, value.count);
  }
}

/**
 * As a distribution, the way AnyDice outputs a value: a number certain, a sequence as a die with those faces,
 * a pool summed.
 */
export function asDistribution(value: DiceValue): Distribution {
  if (value.kind === 'sequence') return Distribution.faces(value.items);
  const a = arithmetic(value);
  return typeof a === 'number' ? Distribution.constant(a) : a;
}

/** f over two values that are numbers or distributions: a number when both are, a die otherwise. */
export function lift(
  a: number | Distribution,
  b: number | Distribution,
  f: (x: number, y: number) => number,
): DiceValue {
  if (typeof a === 'number' && typeof b === 'number') return numberValue(f(a, b));
  const da = typeof a === 'number' ? Distribution.constant(a) : a;
  const db = typeof b === 'number' ? Distribution.constant(b) : b;
  return dieValue(da.combine(db, (x, y) => checkSafe(f(x, y))));
}

/** The value of a number, or each outcome of a die mapped by f into a mixture of values. */
export function eachNumber(value: number | Distribution, f: (n: number) => DiceValue): DiceValue {
  if (typeof value === 'number') return f(value);
  if (value.outcomes.length === 1) return f(value.outcomes[0]);
  return dieValue(value.chain((n) => asDistribution(f(n))));
}

/** Integer division rounding toward zero, as AnyDice; division by zero gives 0, as AnyDice. */
const divide = (a: number, b: number): number => (b === 0 ? 0 : Math.trunc(a / b));

/** Whole-number power; a negative exponent rounds toward zero (only 1 and -1 keep a value). */
function power(base: number, exponent: number): number {
  if (base === 1 || exponent === 0) return 1;
  if (base === -1) return exponent % 2 === 0 ? 1 : -1;
  if (exponent < 0 || base === 0) return 0;
  let result = 1;
  for (let i = 0; i < exponent; i++) result = checkSafe(result * base); // |base| ≥ 2: at most 53 steps
  return result;
}

/** The decimal digits of |n|, most significant first (0 has one digit). */
export const digits = (n: number): number[] => [...String(Math.abs(n))].map(Number);

/** The binary operators on whole numbers, as the exact evaluator and the sampler both read them. */
export const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': divide,
  '^': power,
  '&': (a, b) => (a !== 0 && b !== 0 ? 1 : 0),
  '|': (a, b) => (a !== 0 || b !== 0 ? 1 : 0),
};

/** The comparisons; a comparison's value is 1 when it holds, else 0. */
export const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};
