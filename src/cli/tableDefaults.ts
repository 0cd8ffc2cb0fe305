/** Precision of Monte Carlo tables when the resolution has no exact evaluator and none is asked: the 95% half-width of every probability. */
export const DEFAULT_TABLE_PRECISION = 0.002;
