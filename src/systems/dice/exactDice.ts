import type { ExactResult } from '../../core/ExactResult.js';
import { DiceProcedure } from '../../dice/expression/DiceProcedure.js';
import { type DiceCell, diceProcedureText } from './dice.js';

/**
 * The exact result of a dice cell: each outcome's chance of a non-zero value and each distribution's probabilities,
 * from the dice algebra (the named rolls enumerated by the evaluator). Throws DiceProcedureError where an expression
 * passes the algebra's limits.
 * @example exactDice(cell).outcomes.passed // 0.95 for r <= ld & r != 20 at ld 22
 */
export function exactDice(cell: DiceCell): ExactResult {
  const results = DiceProcedure.parse(diceProcedureText(cell)).exact(cell.params);
  const outcomes: Record<string, number> = {};
  cell.outcomes.forEach(([name], i) => (outcomes[name] = 1 - results[i].prob(0)));
  const distributions: Record<string, number[]> = {};
  cell.distributions.forEach(([name, , size], i) => {
    const dist = results[cell.outcomes.length + i];
    distributions[name] = Array.from({ length: size }, (_, v) => dist.prob(v));
  });
  return { outcomes, distributions };
}
