/**
 * Text of the results layer that a designer reads, in one place.
 * @example resultsMessages.noExactEvaluator('silhouette', 'melee') // 'silhouette melee has no exact evaluator yet'
 */
export const resultsMessages = {
  noExactEvaluator: (system: string, resolve: string) => `${system} ${resolve} has no exact evaluator yet`,
  autoExact: 'chosen because enumeration is quick here; --monte-carlo simulates instead',
  autoMonteCarlo: (reason: string) => `chosen because ${reason}`,
  exactTooSlow: (seconds: number, done: number, cells: number) =>
    `enumeration took over ${seconds} s (${done} of ${cells} cell(s) done; --exact waits for all of them)`,
  runWithoutExact: (reason: string) => `${reason}; run it without --exact for Monte Carlo results`,
  unreadableResults: (file: string, reason: string) =>
    `${file}: cannot read this results document (${reason}); give a results.json written by "gruntlab run", or the scenario to run again`,
  badResults: (file: string, where: string, problem: string) =>
    `${file}: this is not a results document written by "gruntlab run": ${where} is wrong ` +
    `(${problem.charAt(0).toLowerCase()}${problem.slice(1)}); run the scenario again to write a fresh one`,
  workerFailed: (file: string, label: string, params: Record<string, unknown>, reason: string) =>
    `${file}: a worker thread failed while running the cell "${label}"${
      Object.keys(params).length > 0
        ? ` (${Object.entries(params)
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(', ')})`
        : ''
    }: ${reason}; nothing was written`,
} as const;
