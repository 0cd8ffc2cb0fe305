import { closestNames } from '../../core/closestNames.js';
import { expectedName } from '../../core/expectedName.js';
import { Distribution } from '../algebra/Distribution.js';
import { DEFAULT_EXPLODE_DEPTH, explode } from '../algebra/explode.js';
import { checkLimit, DiceLimitError } from '../algebra/limits.js';
import { sumPool } from '../algebra/sumPool.js';
import type { CallNode, DiceExpr, DiceNode, SequenceNode, Span } from './DiceExpr.js';
import { DiceExpressionError } from './DiceExpressionError.js';
import { arithmetic, asDistribution, type DiceValue, dieValue, eachNumber, lift, numberValue } from './DiceValue.js';
import {
  binary,
  branch,
  contains,
  count,
  eachValues,
  keep,
  reroll,
  rollCount,
  sequenceItems,
  unary,
} from './diceValueOperations.js';
import { expressionMessages as m } from './expressionMessages.js';
import { freeNames } from './freeNames.js';

/** A named roll: rolled once, its value shared by every later use of the name (`let: { r: d20 }`). */
export interface NamedRoll {
  name: string;
  expr: DiceExpr;
}

/** What an expression is evaluated with. */
export interface DiceEvaluationOptions {
  /** Numbers the caller supplies by name (a scenario's parameters, a sweep's value). */
  params?: Readonly<Record<string, number>>;
  /** Named rolls, in order: each may use the parameters and the rolls before it. */
  rolls?: readonly NamedRoll[];
  /** Extra rolls of an [explode D] without its own depth (AnyDice's "explode depth", default 2). */
  explodeDepth?: number;
}

/**
 * The exact distribution of a parsed expression (AnyDice semantics, docs/dice-language.md). A named roll is rolled
 * once: the expression is evaluated for each of its outcomes, with those outcomes' weights (so `r <= 12 & r != 20`
 * reads one d20). Errors — an unknown name, a size past DICE_ALGEBRA_LIMITS — are DiceExpressionErrors located at
 * the node.
 */
export function evaluateDiceExpression(expr: DiceExpr, options: DiceEvaluationOptions = {}): Distribution {
  const value = evaluateDiceValue(expr, options);
  return new Evaluator(options, []).guard(expr, () => asDistribution(value));
}

/** The same, as an AnyDice value (a number stays a number, a pool a pool) for callers that read kinds. */
export function evaluateDiceValue(expr: DiceExpr, options: DiceEvaluationOptions = {}): DiceValue {
  const rolls = options.rolls ?? [];
  const evaluator = new Evaluator(
    options,
    rolls.map((r) => r.name),
  );
  // `states` is the product of the outcome counts of the rolls fixed on this path: the combinations below any one
  // branch, so its largest value over the paths bounds every combination enumerated (2 d6 rolls are 36, not 6^7).
  const withRolls = (index: number, fixed: Map<string, number>, states: number): DiceValue => {
    if (index === rolls.length) return evaluator.evaluate(expr, fixed);
    const roll = rolls[index];
    const later = [...rolls.slice(index + 1).map((r) => r.expr), expr];
    if (!later.some((e) => freeNames(e).has(roll.name))) return withRolls(index + 1, fixed, states);
    const rolled = () => asDistribution(evaluator.evaluate(roll.expr, fixed));
    const dist = inRoll(roll.name, () => evaluator.guard(roll.expr, rolled));
    const combinations = states * dist.outcomes.length;
    evaluator.guard(roll.expr, () => checkLimit('states', combinations));
    const next = (value: number) => withRolls(index + 1, new Map(fixed).set(roll.name, value), combinations);
    if (dist.outcomes.length === 1) return next(dist.outcomes[0]);
    return dieValue(dist.chain((value) => evaluator.guard(expr, () => asDistribution(next(value)))));
  };
  return withRolls(0, new Map(), 1);
}

/** Runs `f`, placing an error it throws in the named roll's expression. */
function inRoll<T>(name: string, f: () => T): T {
  try {
    return f();
  } catch (error) {
    throw error instanceof DiceExpressionError ? error.inRoll(name) : error;
  }
}

class Evaluator {
  /** Values of nodes that use no named roll: the same whatever the rolls show, computed once. */
  private readonly closed = new Map<DiceExpr, DiceValue>();
  private readonly explodeDepth: number;

  constructor(
    private readonly options: DiceEvaluationOptions,
    private readonly rollNames: readonly string[],
  ) {
    this.explodeDepth = options.explodeDepth ?? DEFAULT_EXPLODE_DEPTH;
  }

  evaluate(node: DiceExpr, fixed: ReadonlyMap<string, number>): DiceValue {
    const usesRolls = this.rollNames.some((name) => freeNames(node).has(name));
    if (!usesRolls) {
      const known = this.closed.get(node);
      if (known) return known;
    }
    const value = this.guard(node, () => this.compute(node, fixed));
    if (!usesRolls) this.closed.set(node, value);
    return value;
  }

  /** Runs `f`, rewording a refusal of the algebra as an error located at `span`. */
  guard<T>(span: Span, f: () => T): T {
    try {
      return f();
    } catch (error) {
      if (error instanceof DiceExpressionError) throw error;
      if (error instanceof DiceLimitError) {
        const message = error.limit === 'magnitude' ? m.tooLargeOutcome() : m.limit(error.message);
        throw located(span, message, 'a smaller expression (see the limits in docs/dice-language.md)', 'too large');
      }
      if (error instanceof RangeError) throw located(span, error.message, 'a valid value', 'an invalid value');
      throw error;
    }
  }

  private compute(node: DiceExpr, fixed: ReadonlyMap<string, number>): DiceValue {
    const ev = (n: DiceExpr) => this.evaluate(n, fixed);
    switch (node.kind) {
      case 'number':
        return numberValue(node.value);
      case 'name':
        return numberValue(this.name(node.name, node, fixed));
      case 'sequence':
        return this.sequence(node, fixed);
      case 'unary':
        return unary(node.op, node.op === '#' ? ev(node.operand) : this.summed(node.operand, fixed));
      case 'binary':
        if (node.op === '@') return binary(node.op, ev(node.left), ev(node.right));
        return binary(node.op, this.summed(node.left, fixed), this.summed(node.right, fixed));
      case 'dice':
        return this.dice(node, fixed);
      case 'call':
        return this.call(node, fixed);
    }
  }

  /** An operand of arithmetic: a pool summed here, so that a sum too large is reported at the pool. */
  private summed(node: DiceExpr, fixed: ReadonlyMap<string, number>): DiceValue {
    const value = this.evaluate(node, fixed);
    return value.kind === 'pool' ? this.guard(node, () => dieValue(sumPool(value.die, value.count))) : value;
  }

  private name(name: string, span: Span, fixed: ReadonlyMap<string, number>): number {
    const rolled = fixed.get(name);
    if (rolled !== undefined) return rolled;
    const params = this.options.params ?? {};
    if (Object.hasOwn(params, name)) return params[name];
    throw unknownNameError({ ...span, name }, [...Object.keys(params), ...this.rollNames]);
  }

  private sequence(node: SequenceNode, fixed: ReadonlyMap<string, number>): DiceValue {
    const items: number[] = [];
    for (const item of node.items) {
      let block: number[];
      if (item.to) {
        const from = this.number(item.value, fixed, 'the start of a range');
        const to = this.number(item.to, fixed, 'the end of a range');
        checkLimit('faces', to - from + 1);
        block = from <= to ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [];
      } else block = sequenceItems(this.evaluate(item.value, fixed));
      const times = item.times ? this.number(item.times, fixed, 'a repetition') : 1;
      if (times < 0) {
        throw located(item.times!, m.negativeCount('a repetition', times), 'a number of 0 or more', String(times));
      }
      checkLimit('faces', items.length + block.length * times);
      for (let t = 0; t < times; t++) items.push(...block);
    }
    return { kind: 'sequence', items };
  }

  /** A value that must be a plain number here (a sequence counts as its sum). */
  private number(node: DiceExpr, fixed: ReadonlyMap<string, number>, what: string): number {
    const value = arithmetic(this.evaluate(node, fixed));
    if (typeof value !== 'number') {
      if (value.outcomes.length === 1) return value.outcomes[0];
      throw located(node, m.expectedNumber(what, 'a die'), 'a number', 'a die');
    }
    return value;
  }

  private dice(node: DiceNode, fixed: ReadonlyMap<string, number>): DiceValue {
    const sides = this.evaluate(node.sides, fixed);
    let die: Distribution;
    if (sides.kind === 'number') {
      if (sides.value < 1) {
        throw located(node.sides, m.faces(sides.value), 'a number of faces of at least 1', String(sides.value));
      }
      die = Distribution.uniform(sides.value);
    } else if (sides.kind === 'sequence') {
      if (sides.items.length === 0) throw located(node.sides, m.noFaces(), 'a sequence with at least one number', '{}');
      die = Distribution.faces(sides.items);
    } else die = asDistribution(sides);
    const count = node.count ? arithmetic(this.evaluate(node.count, fixed)) : 1;
    return eachNumber(count, (n) => rollCount(die, n));
  }

  private call(node: CallNode, fixed: ReadonlyMap<string, number>): DiceValue {
    const args = node.args.map((a) => this.evaluate(a, fixed));
    const [a, b, c] = args;
    switch (node.fn) {
      case 'highest':
      case 'lowest':
        return eachNumber(arithmetic(a), (n) => keep(node.fn === 'highest', n, b));
      case 'highest of':
        return lift(arithmetic(a), arithmetic(b), Math.max);
      case 'lowest of':
        return lift(arithmetic(a), arithmetic(b), Math.min);
      case 'explode': {
        const depth = node.args[1] ? this.number(node.args[1], fixed, 'an explode depth') : this.explodeDepth;
        return dieValue(explode(asDistribution(a), depth));
      }
      case 'absolute': {
        const x = arithmetic(a);
        return typeof x === 'number' ? numberValue(Math.abs(x)) : dieValue(x.map(Math.abs));
      }
      case 'count':
        return eachValues(a, (values) => count(values, b));
      case 'contains':
        return eachValues(b, (values) => contains(a, values));
      case 'maximum':
        return numberValue(a.kind === 'sequence' ? Math.max(...a.items) : asDistribution(a).max);
      case 'reroll':
      case 'reroll repeatedly':
        return eachValues(a, (values) => reroll(b, values, node.fn === 'reroll repeatedly'));
      case 'if':
        return branch(arithmetic(a), b, c);
    }
  }
}

/** The error of a name that is neither a parameter nor a named roll, with the closest of `names`. */
export function unknownNameError(node: Span & { name: string }, names: readonly string[]): DiceExpressionError {
  const suggestions = closestNames(node.name, names);
  return new DiceExpressionError({
    start: node.start,
    end: node.end,
    message: m.unknownName(node.name),
    expected: names.length > 0 ? expectedName(m.knownNames(names), names, suggestions) : m.knownNames(names),
    found: node.name,
    suggestions,
  });
}

function located(span: Span, message: string, expected: string, found: string): DiceExpressionError {
  return new DiceExpressionError({ start: span.start, end: span.end, message, expected, found });
}
