import { evaluateDiceExpression } from '../src/dice/expression/evaluateDiceExpression.js';
import { parseDiceExpression } from '../src/dice/expression/parseDiceExpression.js';

/** The expressions `npm run bench:dice` times, the first two the speed anchors (AnyDice times out on both). */
export const DICE_BENCH_EXPRESSIONS = [
  '[highest 5 of 10d[explode d10]]',
  '4d6 > 4d6',
  '[highest 3 of 4d6]',
  '{1, 2}@5d10',
  '[count {5, 6} in 30d6] > [count {4, 5, 6} in 20d6]',
  '[highest of [explode d8 depth 20] and [explode d6 depth 20]]',
  '[highest 3 of 8d[reroll 1 on d12]]',
  '100d6',
];

/**
 * One expression's times in milliseconds: the first evaluation (cold), then the median and the best of the next
 * `repeats` (the best is the one least disturbed by other work on a busy machine).
 */
export interface DiceTiming {
  expression: string;
  firstMs: number;
  medianMs: number;
  bestMs: number;
}

/** Parses and evaluates each expression exactly, timing the first run and `repeats` more. */
export function timeDiceExpressions(expressions: readonly string[], repeats: number): DiceTiming[] {
  return expressions.map((expression) => {
    const once = () => {
      const start = performance.now();
      evaluateDiceExpression(parseDiceExpression(expression));
      return performance.now() - start;
    };
    const firstMs = once();
    const times = Array.from({ length: repeats }, once).sort((a, b) => a - b);
    return { expression, firstMs, medianMs: times[Math.floor(times.length / 2)], bestMs: times[0] };
  });
}
