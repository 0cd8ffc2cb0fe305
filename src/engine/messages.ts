/**
 * Error text of the engine, in one place. These mean gruntlab itself is broken (a request for a resolution the
 * registry lacks, a worker file missing from the build), not that a scenario is wrong.
 * @example engineMessages.noKernel('stargrunt2/firee') // 'No resolution "stargrunt2/firee" is registered: …'
 */
export const engineMessages = {
  noKernel: (id: string) => `No resolution "${id}" is registered: its kernel cannot be loaded.`,
  noSteps: (id: string) => `The resolution "${id}" has no steps a house rule may replace: its kernel cannot take them.`,
  workerMissing: (file: string) => `the compiled worker ${file} is missing: run "npm run build" (npm ci runs it)`,
} as const;
