import type { Distribution } from '../algebra/Distribution.js';
import type { UniformDraws } from '../uniformDraws.js';
import type { DiceExpr } from './DiceExpr.js';
import { DiceExpressionError } from './DiceExpressionError.js';
import { evaluateDiceExpression, type NamedRoll } from './evaluateDiceExpression.js';
import { freeNames } from './freeNames.js';
import { parseDiceExpression } from './parseDiceExpression.js';
import { checkNames, type JointDiceSampler, jointDiceSampler } from './sampleDiceExpression.js';

/** A procedure in the dice language as plain data (it travels to workers): named rolls in order, then results. */
export interface DiceProcedureText {
  /** `let:` — each rolled once per trial, in order; a later one may read the earlier ones. */
  rolls: ReadonlyArray<readonly [name: string, text: string]>;
  /** The expressions a trial reports, by name (an outcome, a distribution, a step's result). */
  results: ReadonlyArray<readonly [name: string, text: string]>;
  explodeDepth?: number;
}

/** Where a problem of a procedure's text is: which roll or result, and the error located in its text. */
export class DiceProcedureError extends Error {
  constructor(
    readonly part: { kind: 'roll' | 'result'; name: string; text: string },
    readonly error: DiceExpressionError,
  ) {
    super(error.message);
    this.name = 'DiceProcedureError';
  }
}

/** Conditional distributions kept for sampling before the sampler falls back to rolling every die. */
const MEMO_LIMIT = 100_000;

/**
 * One procedure of the dice language — named rolls, then results that read them — with both engines from the one
 * text (docs/dice-language.md): `exact(params)` gives each result's exact distribution (the named rolls enumerated
 * by the evaluator), `sampler(params)` a Monte Carlo draw of all results together. The sampler draws each named
 * roll, then each result, from its exact distribution given the parameters and the rolls before it (one uniform per
 * draw, the distributions computed once per distinct set of values); where an exact distribution is refused as too
 * large, or too many would be kept, it rolls every die of the expressions instead (jointDiceSampler).
 * @example DiceProcedure.parse({ rolls: [['r', 'd20']], results: [['pass', 'r <= ld & r != 20']] }).exact({ ld: 22 })[0].prob(1) // 0.95
 */
export class DiceProcedure {
  private constructor(
    readonly text: DiceProcedureText,
    private readonly rolls: NamedRoll[],
    private readonly results: DiceExpr[],
  ) {}

  /** Parses every text; a problem is a DiceProcedureError naming the roll or result it is in. */
  static parse(text: DiceProcedureText): DiceProcedure {
    const read = (kind: 'roll' | 'result', name: string, source: string): DiceExpr => {
      try {
        return parseDiceExpression(source);
      } catch (error) {
        if (error instanceof DiceExpressionError) throw new DiceProcedureError({ kind, name, text: source }, error);
        throw error;
      }
    };
    const rolls = text.rolls.map(([name, source]) => ({ name, expr: read('roll', name, source) }));
    const results = text.results.map(([name, source]) => read('result', name, source));
    return new DiceProcedure(text, rolls, results);
  }

  /** The names the procedure reads that it does not roll itself: its parameters. */
  parameterNames(): string[] {
    const rolled = new Set<string>();
    const names = new Set<string>();
    const add = (expr: DiceExpr) => freeNames(expr).forEach((n) => rolled.has(n) || names.add(n));
    for (const roll of this.rolls) {
      add(roll.expr);
      rolled.add(roll.name);
    }
    this.results.forEach(add);
    return [...names];
  }

  /**
   * Every name each part reads is a parameter in `params` or a roll named before it; otherwise a DiceProcedureError
   * at the name, with the closest names it could have meant.
   */
  checkNames(params: readonly string[]): void {
    const known = [...params];
    const all = [...params, ...this.rolls.map((r) => r.name)];
    const check = (kind: 'roll' | 'result', [name, text]: readonly [string, string], expr: DiceExpr) => {
      try {
        checkNames(expr, known, all);
      } catch (error) {
        if (error instanceof DiceExpressionError) throw new DiceProcedureError({ kind, name, text }, error);
        throw error;
      }
    };
    this.rolls.forEach((roll, i) => {
      check('roll', this.text.rolls[i], roll.expr);
      known.push(roll.name);
    });
    this.results.forEach((expr, i) => check('result', this.text.results[i], expr));
  }

  /** Each result's exact distribution at these parameters; a problem is a DiceProcedureError. */
  exact(params: Readonly<Record<string, number>>): Distribution[] {
    return this.results.map((expr, i) =>
      this.located(i, () =>
        evaluateDiceExpression(expr, { params, rolls: this.rolls, explodeDepth: this.text.explodeDepth }),
      ),
    );
  }

  /** A sampler of all results together at these parameters. */
  sampler(params: Readonly<Record<string, number>>): JointDiceSampler {
    return new ConditionalSampler(params, this.rolls, this.results, this.text.explodeDepth);
  }

  private located<T>(index: number, f: () => T): T {
    try {
      return f();
    } catch (error) {
      if (!(error instanceof DiceExpressionError)) throw error;
      const inRoll = error.roll === undefined ? undefined : this.text.rolls.find(([name]) => name === error.roll);
      const [name, text] = inRoll ?? this.text.results[index];
      throw new DiceProcedureError({ kind: inRoll ? 'roll' : 'result', name, text }, error);
    }
  }
}

/** A distribution ready to sample by one uniform: its outcomes and cumulative probabilities. */
interface Table {
  outcomes: Float64Array;
  cumulative: Float64Array;
}

class ConditionalSampler implements JointDiceSampler {
  private readonly tables: Array<Map<string, Table>>;
  private readonly reads: string[][];
  private readonly exprs: DiceExpr[];
  private kept = 0;
  private fallback: JointDiceSampler | undefined;
  private readonly values: Record<string, number>;

  constructor(
    private readonly params: Readonly<Record<string, number>>,
    private readonly rolls: readonly NamedRoll[],
    results: readonly DiceExpr[],
    private readonly explodeDepth: number | undefined,
  ) {
    this.exprs = [...rolls.map((r) => r.expr), ...results];
    this.tables = this.exprs.map(() => new Map());
    const rollNames = new Set(rolls.map((r) => r.name));
    // The named rolls each expression reads: its table is keyed by their values (parameters are fixed).
    this.reads = this.exprs.map((expr) => [...freeNames(expr)].filter((n) => rollNames.has(n)));
    this.values = { ...params };
  }

  sampleInto(draws: UniformDraws, out: number[] | Float64Array): void {
    if (this.fallback) return this.fallback.sampleInto(draws, out);
    const rolls = this.rolls.length;
    for (let i = 0; i < this.exprs.length; i++) {
      const table = this.table(i);
      if (table === undefined) {
        this.fallback = jointDiceSampler(this.exprs.slice(rolls), {
          params: this.params,
          rolls: this.rolls,
          explodeDepth: this.explodeDepth,
        });
        return this.fallback.sampleInto(draws, out);
      }
      const value = pick(table, draws.uniform());
      if (i < rolls) this.values[this.rolls[i].name] = value;
      else out[i - rolls] = value;
    }
  }

  /** The table of expression `i` given the named rolls so far, or undefined where it cannot be kept. */
  private table(i: number): Table | undefined {
    const key = this.reads[i].map((n) => this.values[n]).join(',');
    const known = this.tables[i].get(key);
    if (known) return known;
    if (this.kept >= MEMO_LIMIT) return undefined;
    let dist: Distribution;
    try {
      dist = evaluateDiceExpression(this.exprs[i], { params: this.values, explodeDepth: this.explodeDepth });
    } catch (error) {
      if (error instanceof DiceExpressionError) return undefined;
      throw error;
    }
    const table = tableOf(dist);
    this.tables[i].set(key, table);
    this.kept++;
    return table;
  }
}

function tableOf(dist: Distribution): Table {
  const p = dist.probabilities();
  const cumulative = new Float64Array(p.length);
  let sum = 0;
  for (let i = 0; i < p.length; i++) cumulative[i] = sum += p[i];
  return { outcomes: Float64Array.from(dist.outcomes), cumulative };
}

/** The outcome whose cumulative band holds u (scaled by the total, which rounding may leave a hair from 1). */
function pick(table: Table, u: number): number {
  const { cumulative, outcomes } = table;
  const target = u * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return outcomes[lo];
}
