import type { ExactResult } from '../core/ExactResult.js';
import type { StepFunctions } from '../core/Kernel.js';

/**
 * The named steps of a built-in resolution that a house-rule module may replace (docs/house-rules.md, "Replace a
 * step"): each step's words (for `gruntlab list`, the docs and error messages), and the exact evaluator that takes
 * the steps' exact twins. The kernel module's `withSteps` runs the Monte Carlo side; the built-in path is untouched.
 */
export interface HouseSteps<C = unknown> {
  steps: Record<string, { does: string; returns: string; exactReturns: string }>;
  /** Exact results with these exact twins (the book's where a step is not replaced); may throw ExactIntractableError. */
  exact?(cell: C, exactSteps: StepFunctions): ExactResult;
}

/**
 * A step: the module's replacement, or the book's.
 * @example stepOr({}, 'score', bookScore) === bookScore // true
 */
export function stepOr<F>(steps: StepFunctions, name: string, book: F): F {
  return (Object.prototype.hasOwnProperty.call(steps, name) ? steps[name] : book) as F;
}

/**
 * A module's steps (or exact twins) over the book's, typed as the book's: a step the module does not name stays the
 * book's. Each resolution's `…Steps(steps)` is this over its own book.
 * @example overBook({ score: bookScore }, {}).score === bookScore // true
 */
export function overBook<T extends object>(book: T, steps: StepFunctions): T {
  return { ...book, ...(steps as Partial<T>) };
}
