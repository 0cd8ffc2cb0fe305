import type { Distribution } from '../algebra/Distribution.js';
import { DEFAULT_EXPLODE_DEPTH } from '../algebra/explode.js';
import type { UniformDraws } from '../uniformDraws.js';
import type { CallNode, DiceExpr, DiceNode, NameNode } from './DiceExpr.js';
import { ARITHMETIC, asDistribution, COMPARE, digits } from './DiceValue.js';
import { type DiceEvaluationOptions, evaluateDiceValue, unknownNameError } from './evaluateDiceExpression.js';
import { expressionMessages as m } from './expressionMessages.js';
import { freeNames } from './freeNames.js';

/** One roll of a value, with the kinds of the exact evaluator (a pool keeps its dice). */
type Rolled =
  | { kind: 'number'; value: number }
  | { kind: 'sequence'; items: number[] }
  | { kind: 'die'; value: number }
  | { kind: 'pool'; dice: number[] };

/** Draws one roll of a parsed expression: each die from the uniform stream, each named roll once per draw. */
export interface DiceSampler {
  sample(draws: UniformDraws): number;
}

/**
 * A Monte Carlo sampler of the same expression the exact evaluator reads, with the same meaning: every die in the
 * expression is rolled from `draws` (a face is `((u * sides) | 0) + 1`), named rolls are rolled first, once each,
 * and a sequence rolled as a die picks one of its numbers. What the rules fix rather than roll — the highest
 * face an explode looks for, a die's faces listed in a sequence — is read from the exact evaluator.
 */
export function diceSampler(expr: DiceExpr, options: DiceEvaluationOptions = {}): DiceSampler {
  const joint = jointDiceSampler([expr], options);
  const out = [0];
  return {
    sample(draws) {
      joint.sampleInto(draws, out);
      return out[0];
    },
  };
}

/** Several expressions rolled together: the named rolls once per draw, shared by all of them. */
export interface JointDiceSampler {
  /** One draw: each expression's value, in order, into `out`. */
  sampleInto(draws: UniformDraws, out: number[] | Float64Array): void;
}

/** The sampler of several expressions over the same named rolls (a `resolve: dice` trial's outcomes). */
export function jointDiceSampler(exprs: readonly DiceExpr[], options: DiceEvaluationOptions = {}): JointDiceSampler {
  const rolls = options.rolls ?? [];
  const params = options.params ?? {};
  const known = Object.keys(params);
  for (const roll of rolls) {
    checkNames(roll.expr, known, [...known, ...rolls.map((r) => r.name)]);
    known.push(roll.name);
  }
  for (const expr of exprs) checkNames(expr, known, known);
  const sampler = new Sampler(options.explodeDepth ?? DEFAULT_EXPLODE_DEPTH);
  return {
    sampleInto(draws, out) {
      const fixed: Record<string, number> = { ...params };
      sampler.start(draws, fixed);
      for (const roll of rolls) fixed[roll.name] = total(sampler.roll(roll.expr));
      for (let i = 0; i < exprs.length; i++) out[i] = total(sampler.roll(exprs[i]));
    },
  };
}

/** Every name the expression reads is known (a parameter or an earlier roll), or the same error as exact. */
export function checkNames(expr: DiceExpr, known: readonly string[], all: readonly string[]): void {
  const missing = [...freeNames(expr)].find((name) => !known.includes(name));
  if (missing === undefined) return;
  const node = findName(expr, missing)!;
  throw unknownNameError(
    node,
    all.filter((n) => known.includes(n)),
  );
}

function findName(expr: DiceExpr, name: string): NameNode | undefined {
  if (expr.kind === 'name') return expr.name === name ? expr : undefined;
  const children: DiceExpr[] =
    expr.kind === 'sequence'
      ? expr.items.flatMap((i) => [i.value, ...(i.to ? [i.to] : []), ...(i.times ? [i.times] : [])])
      : expr.kind === 'unary'
        ? [expr.operand]
        : expr.kind === 'binary'
          ? [expr.left, expr.right]
          : expr.kind === 'dice'
            ? [...(expr.count ? [expr.count] : []), expr.sides]
            : expr.kind === 'call'
              ? expr.args
              : [];
  for (const child of children) {
    const found = freeNames(child).has(name) ? findName(child, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A rolled value as a number: a sequence or pool is its sum (AnyDice's arithmetic). */
function total(r: Rolled): number {
  switch (r.kind) {
    case 'number':
    case 'die':
      return r.value;
    case 'sequence':
      return r.items.reduce((a, b) => a + b, 0);
    case 'pool':
      return r.dice.reduce((a, b) => a + b, 0);
  }
}

const isRandom = (r: Rolled) => r.kind === 'die' || r.kind === 'pool';
const num = (value: number): Rolled => ({ kind: 'number', value });
const die = (value: number): Rolled => ({ kind: 'die', value });
/** Numbers stay numbers; anything rolled makes the result a roll. */
const like = (a: Rolled, b: Rolled, value: number): Rolled => (isRandom(a) || isRandom(b) ? die(value) : num(value));

/** Every binary operator, a comparison giving 1 or 0. */
const OPERATORS: Record<string, (a: number, b: number) => number> = {
  ...ARITHMETIC,
  ...Object.fromEntries(
    Object.entries(COMPARE).map(([op, holds]) => [op, (a: number, b: number) => (holds(a, b) ? 1 : 0)]),
  ),
};

class Sampler {
  private draws!: UniformDraws;
  private fixed: Record<string, number> = {};
  /** Exact values of the fixed parts, by node and the values of the names it reads. */
  private readonly exact = new Map<DiceExpr, Map<string, ReturnType<typeof evaluateDiceValue>>>();

  constructor(private readonly explodeDepth: number) {}

  start(draws: UniformDraws, fixed: Record<string, number>): void {
    this.draws = draws;
    this.fixed = fixed;
  }

  private exactOf(node: DiceExpr): ReturnType<typeof evaluateDiceValue> {
    const key = [...freeNames(node)].map((n) => this.fixed[n]).join(',');
    let byKey = this.exact.get(node);
    if (!byKey) this.exact.set(node, (byKey = new Map()));
    let value = byKey.get(key);
    if (!value) {
      value = evaluateDiceValue(node, { params: this.fixed, explodeDepth: this.explodeDepth });
      byKey.set(key, value);
    }
    return value;
  }

  roll(node: DiceExpr): Rolled {
    switch (node.kind) {
      case 'number':
        return num(node.value);
      case 'name':
        return num(this.fixed[node.name]);
      case 'sequence':
        return this.exactValue(node) as Rolled;
      case 'unary':
        return this.unary(node.op, this.roll(node.operand));
      case 'binary':
        return this.binary(node.op, this.roll(node.left), this.roll(node.right));
      case 'dice':
        return this.dice(node);
      case 'call':
        return this.call(node);
    }
  }

  /** A part whose value the rules fix: evaluated exactly, with the named rolls as they fell. */
  private exactValue(node: DiceExpr): Rolled {
    const value = this.exactOf(node);
    // A sequence literal evaluates to a sequence: its dice give their faces, not rolls.
    return value.kind === 'sequence' ? value : { kind: 'sequence', items: [...asDistribution(value).outcomes] };
  }

  /** The distribution of one die of a value: a pool's die, or the value whole (what a reroll may run out of). */
  private oneDieDistribution(node: DiceExpr): Distribution {
    const value = this.exactOf(node);
    return value.kind === 'pool' ? value.die : asDistribution(value);
  }

  private unary(op: string, r: Rolled): Rolled {
    if (op === '#') {
      if (r.kind === 'number') return num(digits(r.value).length);
      if (r.kind === 'sequence') return num(r.items.length);
      return num(r.kind === 'die' ? 1 : r.dice.length);
    }
    const x = total(r);
    const value = op === '-' ? -x : op === '!' ? (x === 0 ? 1 : 0) : x;
    return isRandom(r) ? die(value) : num(value);
  }

  private binary(op: string, l: Rolled, r: Rolled): Rolled {
    if (op === '@') return this.at(l, r);
    const f = OPERATORS[op];
    const comparison = !['+', '-', '*', '/', '^', '&', '|'].includes(op);
    if (comparison) {
      if (l.kind === 'sequence' && r.kind === 'number') return num(l.items.filter((x) => f(x, r.value) === 1).length);
      if (l.kind === 'number' && r.kind === 'sequence') return num(r.items.filter((x) => f(l.value, x) === 1).length);
      if (l.kind === 'sequence' && r.kind === 'sequence') return num(f(compareItems(l.items, r.items), 0));
    }
    return like(l, r, f(total(l), total(r)));
  }

  private at(l: Rolled, r: Rolled): Rolled {
    const positions = l.kind === 'sequence' ? l.items : [total(l)];
    const pick = (items: readonly number[]) =>
      positions.reduce((s, p) => s + (p >= 1 && p <= items.length ? items[p - 1] : 0), 0);
    if (r.kind === 'number') return like(l, r, pick(digits(r.value)));
    if (r.kind === 'sequence') return like(l, r, pick(r.items));
    return die(pick(r.kind === 'die' ? [r.value] : [...r.dice].sort((a, b) => b - a)));
  }

  /** One die of a `d` node's sides: a number of faces, a sequence's numbers, or another die rolled. */
  private oneDie(sidesNode: DiceExpr, sides: Rolled): number {
    if (sides.kind === 'number') return this.draws.die(sides.value);
    if (sides.kind === 'sequence') return sides.items[this.draws.die(sides.items.length) - 1];
    return total(this.roll(sidesNode)); // a die of a die: that die, rolled again for each
  }

  private dice(node: DiceNode): Rolled {
    const sides = this.roll(node.sides);
    const countRoll = node.count ? this.roll(node.count) : num(1);
    const n = total(countRoll);
    const first = isRandom(sides) ? total(sides) : undefined;
    const rolled: number[] = [];
    for (let i = 0; i < Math.abs(n); i++) {
      rolled.push(i === 0 && first !== undefined ? first : this.oneDie(node.sides, sides));
    }
    if (isRandom(countRoll)) return die((n < 0 ? -1 : 1) * rolled.reduce((a, b) => a + b, 0));
    if (n === 0) return num(0);
    if (n < 0) return die(-rolled.reduce((a, b) => a + b, 0));
    return n === 1 ? die(rolled[0]) : { kind: 'pool', dice: rolled };
  }

  /** One die of a value as a reroll sees it: one of a pool's dice (rerolled as its pool was), or the value whole. */
  private oneDieOf(node: DiceExpr): number {
    if (node.kind === 'dice') return this.oneDie(node.sides, this.roll(node.sides));
    if (node.kind === 'call' && (node.fn === 'reroll' || node.fn === 'reroll repeatedly')) {
      const values = this.values(node.args[0]);
      let face = this.oneDieOf(node.args[1]);
      if (node.fn === 'reroll') return values.includes(face) ? this.oneDieOf(node.args[1]) : face;
      while (values.includes(face)) face = this.oneDieOf(node.args[1]);
      return face;
    }
    const r = this.roll(node);
    return r.kind === 'sequence' ? r.items[this.draws.die(r.items.length) - 1] : total(r);
  }

  /** The values a function looks for: a sequence's numbers, or one number. */
  private values(node: DiceExpr): number[] {
    const r = this.roll(node);
    return r.kind === 'sequence' ? r.items : [total(r)];
  }

  private call(node: CallNode): Rolled {
    const [a, b, c] = node.args;
    switch (node.fn) {
      case 'highest':
      case 'lowest': {
        const n = total(this.roll(a));
        const r = this.roll(b);
        const items = r.kind === 'pool' ? [...r.dice] : r.kind === 'sequence' ? [...r.items] : [total(r)];
        items.sort((x, y) => (node.fn === 'highest' ? y - x : x - y));
        const kept = items.slice(0, Math.max(0, n)).reduce((s, x) => s + x, 0);
        return isRandom(r) ? die(kept) : num(kept);
      }
      case 'highest of':
      case 'lowest of': {
        const x = this.roll(a);
        const y = this.roll(b);
        return like(x, y, (node.fn === 'highest of' ? Math.max : Math.min)(total(x), total(y)));
      }
      case 'explode': {
        const depth = node.args[1] ? total(this.roll(node.args[1])) : this.explodeDepth;
        const top = asDistribution(this.exactOf(a)).max; // AnyDice explodes a pool on its highest sum
        const once = () => {
          const r = this.roll(a);
          return r.kind === 'sequence' ? r.items[this.draws.die(r.items.length) - 1] : total(r);
        };
        let face = once();
        let sum = face;
        for (let level = 0; level < depth && face === top; level++) {
          face = once();
          sum += face;
        }
        return die(sum);
      }
      case 'absolute': {
        const r = this.roll(a);
        return isRandom(r) ? die(Math.abs(total(r))) : num(Math.abs(total(r)));
      }
      case 'count':
      case 'contains': {
        const values = this.values(node.fn === 'count' ? a : b);
        const r = this.roll(node.fn === 'count' ? b : a);
        const dice = r.kind === 'pool' ? r.dice : r.kind === 'sequence' ? r.items : [total(r)];
        const counted = dice.reduce((n, x) => n + values.filter((v) => v === x).length, 0);
        const value = node.fn === 'count' ? counted : counted > 0 ? 1 : 0;
        return r.kind === 'sequence' ? num(value) : die(value);
      }
      case 'maximum': {
        const value = this.exactOf(a);
        return num(value.kind === 'sequence' ? Math.max(...value.items) : asDistribution(value).max);
      }
      case 'reroll':
      case 'reroll repeatedly': {
        const values = this.values(a);
        if (node.fn === 'reroll repeatedly' && this.oneDieDistribution(b).outcomes.every((o) => values.includes(o))) {
          throw new RangeError(m.rerollForever());
        }
        const r = this.roll(b);
        const one = () => (r.kind === 'sequence' ? r.items[this.draws.die(r.items.length) - 1] : total(r));
        const dice = r.kind === 'pool' ? [...r.dice] : [one()];
        const again = () => this.oneDieOf(b);
        for (let i = 0; i < dice.length; i++) {
          if (node.fn === 'reroll') {
            if (values.includes(dice[i])) dice[i] = again();
          } else {
            while (values.includes(dice[i])) dice[i] = again();
          }
        }
        return dice.length === 1 ? die(dice[0]) : { kind: 'pool', dice };
      }
      case 'if':
        return total(this.roll(a)) !== 0 ? this.roll(b) : this.roll(c);
    }
  }
}

function compareItems(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
