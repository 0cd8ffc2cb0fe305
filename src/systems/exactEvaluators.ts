import { exactFire } from './stargrunt2/fire/exactFire.js';
import type { FireCell } from './stargrunt2/fire/FireCell.js';

/**
 * Exact evaluators by kernel name: each returns probabilities in its kernel's counter layout.
 * A resolution missing here has no exact evaluator (`--exact` says so and exits non-zero).
 */
export const exactEvaluators: Record<string, (cell: unknown) => Float64Array> = {
  'stargrunt2/fire': (cell) => exactFire(cell as FireCell),
};
