import { systems } from './systems.js';

/**
 * Exact evaluators by kernel name: each returns probabilities in its kernel's counter layout.
 * A resolution missing here has no exact evaluator (`--exact` says so and exits non-zero).
 */
export const exactEvaluators: Record<string, (cell: unknown) => Float64Array> = Object.assign(
  {},
  ...systems.map((s) => s.exactEvaluators),
);
