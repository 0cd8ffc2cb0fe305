import { describe, expect, it } from 'vitest';
import { DICE_ALGEBRA_LIMITS } from '../algebra/limits.js';
import { DiceExpressionError, formatDiceExpressionError } from './DiceExpressionError.js';
import { type DiceEvaluationOptions, evaluateDiceExpression } from './evaluateDiceExpression.js';
import { EXPRESSION_LIMITS, parseDiceExpression } from './parseDiceExpression.js';

function errorOf(expression: string, options?: DiceEvaluationOptions): DiceExpressionError {
  try {
    evaluateDiceExpression(parseDiceExpression(expression), options);
  } catch (error) {
    if (error instanceof DiceExpressionError) return error;
    throw error;
  }
  throw new Error(`${expression} was accepted`);
}

describe('located errors', () => {
  it.each([
    ['3d6 +', 5, 'the expression ends too early', 'a number, a name'],
    ['3d6 + * 2', 6, 'unexpected "*"', 'a number, a name'],
    ['(3d6', 4, 'the expression ends too early', '")" or an operator'],
    ['{1, 2', 5, 'the expression ends too early', '"," , "..", ":" or "}"'],
    ['3d6 $ 2', 4, '"$" is not part of a dice expression', 'a number, a name, d, an operator'],
    ['[highest 3 4d6]', 11, 'unexpected "4"', '"of"'],
    ['3d6 4', 4, 'unexpected "4"', 'an operator or the end of the expression'],
    ['d0', 1, 'a die needs a whole number of faces of at least 1, not 0', 'a number of faces of at least 1'],
    ['d{}', 1, 'a die needs at least one face', 'a sequence with at least one number'],
    ['[reroll {1..6} on d6 repeatedly]', 0, 'every face would be rerolled', 'a valid value'],
    ['1 + of', 4, '"of" is a word of the language, not a name', 'a number, a name'],
  ])('%s: column %i, %s', (expression, start, message, expected) => {
    const error = errorOf(expression);
    expect(error.start).toBe(start);
    expect(error.message).toContain(message);
    expect(error.expected).toContain(expected);
  });

  it('suggests the closest function for a misspelt one', () => {
    const error = errorOf('[hihgest 3 of 4d6]');
    expect([error.start, error.end, error.suggestions]).toEqual([1, 8, ['highest']]);
  });

  it('names the parameters and rolls given for an unknown name, closest first', () => {
    const rolls = [{ name: 'roll', expr: parseDiceExpression('d20') }];
    const error = errorOf('rol <= ld', { params: { ld: 12 }, rolls });
    expect([error.start, error.end, error.found, error.suggestions]).toEqual([0, 3, 'rol', ['roll']]);
    expect(errorOf('x + 1').expected).toBe('a number (this expression is given no names)');
    expect(errorOf('zzz', { params: { ld: 12 } }).expected).toBe('one of the names given: ld');
  });

  it('prints the expression with carets under the place and what was expected', () => {
    const expression = '2d6 + [explod d6]';
    expect(formatDiceExpressionError(expression, errorOf(expression))).toBe(
      [
        '  2d6 + [explod d6]',
        '         ^^^^^^',
        'column 8: no function starts with "explod" — did you mean explode?',
        `expected ${errorOf(expression).expected}`,
      ].join('\n'),
    );
  });
});

describe('sizes are refused with their limit, at the part that passes it', () => {
  it.each([
    ['1001d6', 'dice', 0],
    ['d100001', 'faces', 0],
    ['[explode d6 depth 101]', 'explodeDepth', 0],
    ['2^60', 'magnitude', 0],
    ['1 + d100000 * d100000', 'pairs', 4],
    ['1 + 100d1001', 'outcomes', 4],
  ])('%s (%s)', (expression, limit, start) => {
    const error = errorOf(expression);
    expect(error.start).toBe(start);
    expect(error.message).toMatch(
      limit === 'magnitude'
        ? /2\^53/
        : new RegExp(
            String(DICE_ALGEBRA_LIMITS[limit as keyof typeof DICE_ALGEBRA_LIMITS]).replace(/(\d)(?=(\d{3})+$)/g, '$1'),
          ),
    );
  });

  it('refuses named rolls whose combinations pass the limit', () => {
    const rolls = ['a', 'b', 'c'].map((name) => ({ name, expr: parseDiceExpression('d100') }));
    expect(errorOf('a + b + c', { rolls }).message).toContain(`past the limit of ${DICE_ALGEBRA_LIMITS.states}`);
  });

  it('counts the combinations of named rolls once per path, not once per branch', () => {
    // 20 × 20 = 400 combinations: well under the limit. r > s in 190 of them (for r = k, s is 1 … k - 1).
    const pass = (expression: string, options: DiceEvaluationOptions) =>
      evaluateDiceExpression(parseDiceExpression(expression), options).probExact(1);
    const rolls = ['r', 's'].map((name) => ({ name, expr: parseDiceExpression('d20') }));
    expect(pass('r > s', { rolls })).toEqual({ num: 19n, den: 40n });
    // 300 × 300 = 90 000 passes; a third d2 makes 180 000, refused at that roll.
    const near = ['a', 'b'].map((name) => ({ name, expr: parseDiceExpression('d300') }));
    expect(pass('a >= b', { rolls: near })).toEqual({ num: 301n, den: 600n });
    const past = [...near, { name: 'c', expr: parseDiceExpression('d2') }];
    expect(errorOf('a + b + c', { rolls: past }).message).toContain('180000 combinations');
  });

  it('refuses text too long or nested too deep', () => {
    expect(() => parseDiceExpression('1+'.repeat(EXPRESSION_LIMITS.characters))).toThrow(/characters long/);
    expect(() =>
      parseDiceExpression('('.repeat(EXPRESSION_LIMITS.nesting + 1) + '1' + ')'.repeat(EXPRESSION_LIMITS.nesting + 1)),
    ).toThrow(/nests more than/);
  });
});
