import type { Probabilities } from '../../core/ExactResult.js';

/**
 * What the Stargrunt II exact evaluators return: an ExactResult with every outcome and every distribution given,
 * so the evaluators that chain another resolution (and the tests) read its numbers by name without undefined.
 * @example const r: NamedExactResult<'pass' | 'fail'> = { outcomes: { pass: 0.75, fail: 0.25 }, distributions: {} };
 */
export interface NamedExactResult<O extends string, D extends string = never, P extends Probabilities = number[]> {
  outcomes: Record<O, number>;
  distributions: Record<D, P>;
}
