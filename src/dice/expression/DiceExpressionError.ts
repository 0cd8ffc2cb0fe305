/**
 * A dice expression that cannot be read or evaluated, located to the character: `start`..`end` in the expression,
 * what was expected there, what was found, and the nearest valid names where a name was misspelt.
 */
export class DiceExpressionError extends Error {
  readonly start: number;
  readonly end: number;
  readonly expected: string;
  readonly found: string;
  readonly suggestions: readonly string[];
  /** The named roll whose expression the offsets are in; absent for the main expression. */
  readonly roll?: string;

  constructor(problem: {
    start: number;
    end: number;
    message: string;
    expected: string;
    found: string;
    suggestions?: readonly string[];
    roll?: string;
  }) {
    super(problem.message);
    this.name = 'DiceExpressionError';
    this.start = problem.start;
    this.end = Math.max(problem.end, problem.start + 1);
    this.expected = problem.expected;
    this.found = problem.found;
    this.suggestions = problem.suggestions ?? [];
    if (problem.roll !== undefined) this.roll = problem.roll;
  }

  /** The same problem, placed in the expression of the named roll `roll`. */
  inRoll(roll: string): DiceExpressionError {
    return this.roll !== undefined ? this : new DiceExpressionError({ ...this, message: this.message, roll });
  }
}

/**
 * The error under its expression, as a terminal shows it: the expression, carets under the characters, then the
 * message and what was expected (with the closest names, when there are some).
 */
export function formatDiceExpressionError(expression: string, error: DiceExpressionError): string {
  const line = expression.replace(/[\r\n\t]/g, ' ');
  const width = Math.max(1, Math.min(error.end, line.length + 1) - error.start);
  const suggestions = error.suggestions.length > 0 ? ` — did you mean ${error.suggestions.join(', ')}?` : '';
  return [
    `  ${line}`,
    `  ${' '.repeat(error.start)}${'^'.repeat(width)}`,
    `column ${error.start + 1}: ${error.message}${suggestions}`,
    `expected ${error.expected}`,
  ].join('\n');
}
