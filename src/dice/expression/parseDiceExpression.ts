import { closestNames } from '../../core/closestNames.js';
import type { BinaryOperator, CallNode, DiceExpr, FunctionName, SequenceItem, UnaryOperator } from './DiceExpr.js';
import { DiceExpressionError } from './DiceExpressionError.js';
import { expressionMessages as m } from './expressionMessages.js';
import { type Token, tokenize } from './tokenize.js';

/** The size of expression the parser reads: longer or deeper text is refused with its reason. */
export const EXPRESSION_LIMITS = { characters: 10_000, nesting: 100 } as const;

/** The words that start a bracketed function, as a designer writes them; `[… contains …]` starts with a value. */
export const FUNCTION_WORDS = ['highest', 'lowest', 'explode', 'absolute', 'count', 'maximum', 'reroll', 'if'] as const;

/** Words the language keeps for itself: not names. */
const KEYWORDS = new Set([
  ...FUNCTION_WORDS,
  ...['of', 'and', 'or', 'not', 'depth', 'in', 'contains', 'on', 'repeatedly', 'then', 'else'],
]);

/** Loosest first; each level's operators are left-associative. `and`/`or` are words for `&`/`|`. */
const LEVELS: ReadonlyArray<ReadonlyArray<string>> = [
  ['|', 'or'],
  ['&', 'and'],
  ['=', '!=', '<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/'],
  ['^'],
  ['@'],
];

const OPERAND = 'a number, a name, a die (d6, d{1,2,3}), "(", "{" or "["';

/**
 * Reads a dice expression in AnyDice's syntax (docs/dice-language.md): numbers, names, `NdX`, `d{…}`, sequences,
 * `+ - * / ^`, `@`, `#`, comparisons, `! & |` (and `not and or`), and the bracketed functions. Throws
 * DiceExpressionError at the character where the text stops making sense, saying what was expected.
 */
export function parseDiceExpression(text: string): DiceExpr {
  if (text.length > EXPRESSION_LIMITS.characters) {
    throw new DiceExpressionError({
      start: EXPRESSION_LIMITS.characters,
      end: text.length,
      message: m.tooLong(text.length, EXPRESSION_LIMITS.characters),
      expected: `at most ${EXPRESSION_LIMITS.characters} characters`,
      found: `${text.length} characters`,
    });
  }
  const parser = new Parser(tokenize(text));
  const expr = parser.expression(new Set());
  parser.expectEnd();
  return expr;
}

class Parser {
  private next = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  private get token(): Token {
    return this.tokens[this.next];
  }

  private take(): Token {
    return this.tokens[this.next++];
  }

  private is(text: string): boolean {
    const t = this.token;
    return (t.kind === 'symbol' || t.kind === 'word') && t.text === text;
  }

  private fail(expected: string, token = this.token, message?: string, suggestions: readonly string[] = []): never {
    const found = token.kind === 'end' ? 'the end of the expression' : `"${token.text}"`;
    const { start, end } = token;
    const text = message ?? m.unexpected(found);
    throw new DiceExpressionError({ start, end, message: text, expected, found, suggestions });
  }

  private expect(text: string, what = `"${text}"`): Token {
    if (!this.is(text)) this.fail(what);
    return this.take();
  }

  expectEnd(): void {
    if (this.token.kind !== 'end') this.fail('an operator or the end of the expression');
  }

  /** An expression; `stops` are the words that end it (a bracketed function's own words). */
  expression(stops: ReadonlySet<string>, level = 0): DiceExpr {
    if (level === LEVELS.length) return this.unary(stops);
    let left = this.expression(stops, level + 1);
    for (;;) {
      const operator = LEVELS[level].find((op) => this.is(op) && !stops.has(op));
      if (!operator) return left;
      this.take();
      const right = this.expression(stops, level + 1);
      const op = (operator === 'and' ? '&' : operator === 'or' ? '|' : operator) as BinaryOperator;
      left = { kind: 'binary', op, left, right, start: left.start, end: right.end };
    }
  }

  /** `-x`, `+x`, `!x`, `not x`: looser than `d`, tighter than `@`. */
  private unary(stops: ReadonlySet<string>): DiceExpr {
    const t = this.token;
    if (this.is('-') || this.is('+') || this.is('!') || this.is('not')) {
      this.take();
      const operand = this.nested(() => this.unary(stops));
      const op = (t.text === 'not' ? '!' : t.text) as UnaryOperator;
      return { kind: 'unary', op, operand, start: t.start, end: operand.end };
    }
    return this.dice();
  }

  /** `NdX`, `dX`, chained left to right: `2d2d2` is `(2d2)d2`. */
  private dice(): DiceExpr {
    let left: DiceExpr | undefined = this.token.kind === 'd' ? undefined : this.length();
    while (this.token.kind === 'd') {
      const d = this.take();
      const sides = this.length();
      left = { kind: 'dice', count: left, sides, start: left?.start ?? d.start, end: sides.end };
    }
    return left!;
  }

  /** `#x`: tighter than `d`, so `#3d6` is `(#3)d6`. */
  private length(): DiceExpr {
    const t = this.token;
    if (this.is('#')) {
      this.take();
      const operand = this.nested(() => this.length());
      return { kind: 'unary', op: '#', operand, start: t.start, end: operand.end };
    }
    return this.primary();
  }

  private primary(): DiceExpr {
    const t = this.token;
    if (t.kind === 'number') {
      this.take();
      const value = Number(t.text);
      if (!Number.isSafeInteger(value)) this.fail('a whole number up to 2^53 - 1', t, m.numberTooLarge(t.text));
      return { kind: 'number', value, start: t.start, end: t.end };
    }
    if (t.kind === 'word') {
      if (KEYWORDS.has(t.text)) this.fail(OPERAND, t, m.keywordAsName(t.text));
      this.take();
      return { kind: 'name', name: t.text, start: t.start, end: t.end };
    }
    if (this.is('(')) {
      this.take();
      const inner = this.nested(() => this.expression(new Set()));
      const close = this.expect(')', '")" or an operator');
      return { ...inner, start: t.start, end: close.end };
    }
    if (this.is('{')) return this.nested(() => this.sequence());
    if (this.is('[')) return this.nested(() => this.call());
    return this.fail(OPERAND);
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > EXPRESSION_LIMITS.nesting) {
      const limit = EXPRESSION_LIMITS.nesting;
      this.fail(`at most ${limit} levels of nesting`, this.token, m.tooDeep(limit));
    }
    const result = read();
    this.depth--;
    return result;
  }

  private sequence(): DiceExpr {
    const open = this.take();
    const items: SequenceItem[] = [];
    while (!this.is('}')) {
      if (items.length > 0) this.expect(',', '"," or "}"');
      const value = this.expression(new Set());
      const item: SequenceItem = { value, start: value.start, end: value.end };
      if (this.is('..')) {
        this.take();
        item.to = this.expression(new Set());
        item.end = item.to.end;
      }
      if (this.is(':')) {
        this.take();
        item.times = this.expression(new Set());
        item.end = item.times.end;
      }
      items.push(item);
      if (!this.is('}') && !this.is(',')) this.fail('"," , "..", ":" or "}"');
    }
    const close = this.take();
    return { kind: 'sequence', items, start: open.start, end: close.end };
  }

  /** `[word … ]`: the bracketed functions, each read by its words. */
  private call(): DiceExpr {
    const open = this.take();
    const word = this.token;
    const call = (fn: FunctionName, args: DiceExpr[]): CallNode => {
      const close = this.expect(']', '"]"');
      return { kind: 'call', fn, args, start: open.start, end: close.end };
    };
    const arg = (...stops: string[]) => this.expression(new Set(stops));
    if (word.kind === 'word' && (FUNCTION_WORDS as readonly string[]).includes(word.text)) {
      this.take();
      switch (word.text) {
        case 'highest':
        case 'lowest': {
          if (this.is('of')) {
            this.take();
            const a = arg('and');
            this.expect('and');
            return call(`${word.text} of` as FunctionName, [a, arg()]);
          }
          const n = arg('of');
          this.expect('of');
          return call(word.text as FunctionName, [n, arg()]);
        }
        case 'explode': {
          const die = arg('depth');
          if (!this.is('depth')) return call('explode', [die]);
          this.take();
          return call('explode', [die, arg()]);
        }
        case 'absolute':
          return call('absolute', [arg()]);
        case 'count': {
          const values = arg('in');
          this.expect('in');
          return call('count', [values, arg()]);
        }
        case 'maximum':
          this.expect('of');
          return call('maximum', [arg()]);
        case 'reroll': {
          const values = arg('on');
          this.expect('on');
          const die = arg('repeatedly');
          if (!this.is('repeatedly')) return call('reroll', [values, die]);
          this.take();
          return call('reroll repeatedly', [values, die]);
        }
        default: {
          const condition = arg('then');
          this.expect('then');
          const then = arg('else');
          this.expect('else');
          return call('if', [condition, then, arg()]);
        }
      }
    }
    const subject = arg('contains');
    if (!this.is('contains')) {
      // A misspelt function word reads as a name: point at it, with the closest functions.
      const suggestions = word.kind === 'word' ? closestNames(word.text, [...FUNCTION_WORDS, 'contains']) : [];
      if (suggestions.length > 0) this.fail(m.functionExpected(), word, m.unknownFunction(word.text), suggestions);
      this.fail(m.functionExpected());
    }
    this.take();
    return call('contains', [subject, arg()]);
  }
}
