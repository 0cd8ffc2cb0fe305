/** Everything the playground says to a designer, in one place. */
export const webMessages = {
  cancelled: 'the run was stopped',
  houseRulesRefused: (what: string) => ({
    message: `${what} cannot run in the browser playground: it would run the scenario's own code on this page`,
    expected: 'a resolution of gruntlab\'s rulebooks; run house rules with "gruntlab run FILE" on your own machine',
  }),
  running: (done: number, total: number) => `${done.toLocaleString('en')} of ${total.toLocaleString('en')} trials`,
  ranExact: (ms: number) => `exact, in ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`,
  ranMonteCarlo: (trials: number, seconds: number, workers: number) =>
    `Monte Carlo, ${trials.toLocaleString('en')} trials per cell in ${seconds.toFixed(1)} s on ${workers} worker${workers === 1 ? '' : 's'}`,
  problems: (n: number) => `${n} problem${n === 1 ? '' : 's'} in the scenario; nothing was run`,
  linkCopied: 'link copied',
  linkInAddressBar: 'the link is in the address bar',
  failed: (why: string) => `the run failed: ${why}`,
};
