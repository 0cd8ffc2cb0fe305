/**
 * Text of the results layer that a designer reads, in one place.
 * @example resultsMessages.noExactEvaluator('silhouette', 'melee') // 'silhouette melee has no exact evaluator yet'
 */
export const resultsMessages = {
  noExactEvaluator: (system: string, resolve: string) => `${system} ${resolve} has no exact evaluator yet`,
  runWithoutExact: (reason: string) => `${reason}; run it without --exact for Monte Carlo results`,
} as const;
