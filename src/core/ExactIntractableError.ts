/**
 * Thrown by an exact evaluator when one cell is beyond enumeration (the same cell still runs by Monte Carlo):
 * the message says what is too large and the limits.
 * @example throw new ExactIntractableError('12 attacking figures against 6 is beyond exact enumeration (at most 8 against 6)')
 */
export class ExactIntractableError extends Error {}
