import { ExactIntractableError } from '../core/ExactIntractableError.js';
import { ReportedError } from '../core/ReportedError.js';
import { formatDiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import type { DiceProcedureError } from '../dice/expression/DiceProcedure.js';

/**
 * A part of a dice-language procedure that its exact evaluation refused, as the run says it: too large, in one line
 * and as ExactIntractableError (Monte Carlo, which samples it, still runs); wrong, with the text and carets.
 * `where` names the part ("house rule", "roll r", "passed").
 * @example procedureProblem(error, 'house rule').message // 'house rule (r + 1000d1000): …'
 */
export function procedureProblem(error: DiceProcedureError, where: string): Error {
  const { part, error: e } = error;
  if (e.found === 'too large') return new ExactIntractableError(`${where} (${part.text}): ${e.message}`);
  return new ReportedError(`${where}:\n${formatDiceExpressionError(part.text, e)}`);
}
