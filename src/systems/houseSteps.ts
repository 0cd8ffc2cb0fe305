import type { ExactResult } from '../core/ExactResult.js';
import type { StepFunctions } from '../core/Kernel.js';
import type { StepOutcomes } from '../dice/exact/Script.js';

/** How a step written in the dice language reads its number: non-zero passes (`pass:`), or the number itself. */
export type LanguageResult = 'pass' | 'number';

/** A step's derived distribution: what it returns, with integer weights over one total (enumerateOutcomes). */
export type DerivedOutcomes = StepOutcomes<unknown> & { weights: bigint[]; total: bigint };

/** One named step: its words (for `gruntlab list`, the docs and error messages) and how its exact twin reads. */
export interface StepSpec {
  does: string;
  returns: string;
  exactReturns: string;
  /**
   * The exact twin's value made from the step's derived distribution (`Dist` of what it returns, by default): what
   * the exact evaluator takes where a module gives no twin, and what a written twin is checked against.
   */
  twinOf?(derived: DerivedOutcomes, step: string): unknown;
  /** For a twin that is one chance: the step's return it is the chance of (`true`), as a mismatch names it. */
  twinMeans?: string;
  /**
   * How the step reads as a house rule in the dice language (docs/dice-language.md): the names a rule may read (the
   * step's inputs, with their words) and how its number is read. Absent where the step returns more than a number.
   */
  language?: { names: Readonly<Record<string, string>>; reads: LanguageResult };
}

/**
 * The named steps of a built-in resolution that a house-rule module may replace (docs/house-rules.md, "Replace a
 * step"): each step's words and twin, the book's steps, and the exact evaluator that takes the steps' exact twins.
 * Without `exact`, the exact distribution is derived from the kernel's own `withSteps` path, enumerated
 * (derivedKernelExact). The kernel module's `withSteps` runs the Monte Carlo side; the built-in path is untouched.
 */
export interface HouseSteps<C = unknown> {
  steps: Record<string, StepSpec>;
  /** The book's steps, by name: a step a module does not replace is derived from these. */
  book: StepFunctions;
  /** Exact results with these exact twins (the book's where a step is not replaced); may throw ExactIntractableError. */
  exact?(cell: C, exactSteps: StepFunctions): ExactResult;
}

/**
 * A module's steps (or exact twins) over the book's, typed as the book's: a step the module does not name stays the
 * book's. Each resolution's `…Steps(steps)` is this over its own book.
 * @example overBook({ score: bookScore }, {}).score === bookScore // true
 */
export function overBook<T extends object>(book: T, steps: StepFunctions): T {
  return { ...book, ...(steps as Partial<T>) };
}
