import { countIn } from '../algebra/countIn.js';
import { Distribution } from '../algebra/Distribution.js';
import { keepPositions } from '../algebra/keepPositions.js';
import { checkLimit } from '../algebra/limits.js';
import { rerollOnce, rerollWhile } from '../algebra/reroll.js';
import { sumPool } from '../algebra/sumPool.js';
import {
  ARITHMETIC,
  arithmetic,
  asDistribution,
  COMPARE,
  checkSafe,
  type DiceValue,
  dieValue,
  digits,
  eachNumber,
  lift,
  numberValue,
} from './DiceValue.js';
import { expressionMessages as m } from './expressionMessages.js';

// The operations of AnyDice's values (numbers, sequences, dice, pools) that the exact evaluator applies as it walks
// an expression (evaluateDiceExpression): each takes and gives DiceValues, the algebra doing the dice.

/** `n` dice of `die`: none is 0, one is the die, more a pool; a negative count is the negated pool. */
export function rollCount(die: Distribution, n: number): DiceValue {
  checkLimit('dice', Math.abs(n));
  if (n === 0) return numberValue(0);
  if (n < 0) return dieValue(sumPool(die, -n).map((x) => -x));
  return n === 1 ? dieValue(die) : { kind: 'pool', die, count: n };
}

export function unary(op: string, value: DiceValue): DiceValue {
  if (op === '#') {
    switch (value.kind) {
      case 'number':
        return numberValue(digits(value.value).length);
      case 'sequence':
        return numberValue(value.items.length);
      case 'die':
        return numberValue(1);
      case 'pool':
        return numberValue(value.count);
    }
  }
  const f = op === '-' ? (x: number) => -x : op === '!' ? (x: number) => (x === 0 ? 1 : 0) : (x: number) => x;
  const a = arithmetic(value);
  return typeof a === 'number' ? numberValue(f(a)) : dieValue(a.map((x) => checkSafe(f(x))));
}

export function binary(op: string, left: DiceValue, right: DiceValue): DiceValue {
  if (op === '@') return at(left, right);
  const arithmeticOp = ARITHMETIC[op];
  if (arithmeticOp) return lift(arithmetic(left), arithmetic(right), arithmeticOp);
  const test = COMPARE[op];
  // AnyDice: a sequence against a number counts the numbers that pass; two sequences compare number by number.
  if (left.kind === 'sequence' && right.kind === 'number') {
    return numberValue(left.items.filter((x) => test(x, right.value)).length);
  }
  if (left.kind === 'number' && right.kind === 'sequence') {
    return numberValue(right.items.filter((x) => test(left.value, x)).length);
  }
  if (left.kind === 'sequence' && right.kind === 'sequence') {
    return numberValue(test(lexicographic(left.items, right.items), 0) ? 1 : 0);
  }
  return lift(arithmetic(left), arithmetic(right), (a, b) => (test(a, b) ? 1 : 0));
}

/** -1, 0 or 1: the first number that differs decides (a missing number counts as 0). */
function lexicographic(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** `positions @ value`: positions from 1, highest die first in a pool, the leftmost digit first in a number. */
function at(left: DiceValue, right: DiceValue): DiceValue {
  if (left.kind === 'die' || left.kind === 'pool') {
    return eachNumber(arithmetic(left), (p) => at(numberValue(p), right));
  }
  const positions = left.kind === 'number' ? [left.value] : left.items;
  const pick = (items: readonly number[]) =>
    positions.reduce((sum, p) => sum + (p >= 1 && p <= items.length ? items[p - 1] : 0), 0);
  switch (right.kind) {
    case 'number':
      return numberValue(pick(digits(right.value)));
    case 'sequence':
      return numberValue(checkSafe(pick(right.items)));
    case 'die':
    case 'pool': {
      const die = right.kind === 'die' ? right.dist : right.die;
      const n = right.kind === 'die' ? 1 : right.count;
      const multipliers = new Array<number>(n).fill(0);
      for (const p of positions) if (p >= 1 && p <= n) multipliers[p - 1]++;
      return dieValue(keepPositions(die, n, multipliers));
    }
  }
}

/** [highest n of D] / [lowest n of D]: the sum of the n highest (lowest) dice of the pool, or numbers of a sequence. */
export function keep(highest: boolean, n: number, value: DiceValue): DiceValue {
  if (value.kind === 'sequence' || value.kind === 'number') {
    const items = value.kind === 'number' ? [value.value] : [...value.items];
    items.sort((x, y) => (highest ? y - x : x - y));
    return numberValue(items.slice(0, Math.max(0, n)).reduce((s, x) => s + x, 0));
  }
  const die = value.kind === 'die' ? value.dist : value.die;
  const count = value.kind === 'die' ? 1 : value.count;
  const kept = Math.max(0, Math.min(n, count));
  const multipliers = Array.from({ length: count }, (_, i) => ((highest ? i < kept : i >= count - kept) ? 1 : 0));
  return dieValue(keepPositions(die, count, multipliers));
}

/** The values a function looks for: a number, a sequence's numbers, or each outcome of a die in turn. */
export function eachValues(value: DiceValue, f: (values: number[]) => DiceValue): DiceValue {
  if (value.kind === 'sequence') return f(value.items);
  return eachNumber(arithmetic(value), (n) => f([n]));
}

/** The dice of a value, each independent: a pool's, a die alone, a number as a certain die. */
function poolOf(value: DiceValue): { die: Distribution; count: number } | undefined {
  if (value.kind === 'pool') return { die: value.die, count: value.count };
  if (value.kind === 'sequence') return undefined;
  return { die: asDistribution(value), count: 1 };
}

export function count(values: readonly number[], value: DiceValue): DiceValue {
  const pool = poolOf(value);
  if (!pool) {
    const items = (value as { items: number[] }).items;
    return numberValue(items.reduce((n, x) => n + values.filter((v) => v === x).length, 0));
  }
  return dieValue(countIn(pool.die, pool.count, values));
}

export function contains(value: DiceValue, values: readonly number[]): DiceValue {
  const pool = poolOf(value);
  if (!pool) return numberValue((value as { items: number[] }).items.some((x) => values.includes(x)) ? 1 : 0);
  return dieValue(countIn(pool.die, pool.count, [...new Set(values)]).map((n) => (n > 0 ? 1 : 0)));
}

/** Each die of the value rerolled (our extension; a pool stays a pool of rerolled dice). */
export function reroll(value: DiceValue, values: readonly number[], repeatedly: boolean): DiceValue {
  const pool = poolOf(value) ?? { die: asDistribution(value), count: 1 };
  if (repeatedly && pool.die.outcomes.every((o) => values.includes(o))) throw new RangeError(m.rerollForever());
  const die = repeatedly ? rerollWhile(pool.die, values) : rerollOnce(pool.die, values);
  return pool.count === 1 ? dieValue(die) : { kind: 'pool', die, count: pool.count };
}

/** [if C then A else B]: a die as the condition weighs the two branches by P(C ≠ 0). */
export function branch(condition: number | Distribution, then: DiceValue, otherwise: DiceValue): DiceValue {
  if (typeof condition === 'number') return condition !== 0 ? then : otherwise;
  let yes = 0n;
  for (let i = 0; i < condition.outcomes.length; i++) if (condition.outcomes[i] !== 0) yes += condition.weights[i];
  if (yes === 0n) return otherwise;
  if (yes === condition.total) return then;
  const parts = [[yes, asDistribution(then)] as const, [condition.total - yes, asDistribution(otherwise)] as const];
  return dieValue(Distribution.mixture(parts, condition));
}

/** A die in a sequence gives its outcomes once each, lowest first; a pool those of its sum. */
export function sequenceItems(value: DiceValue): number[] {
  if (value.kind === 'number') return [value.value];
  if (value.kind === 'sequence') return value.items;
  return [...asDistribution(value).outcomes];
}
