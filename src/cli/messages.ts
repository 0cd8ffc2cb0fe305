/**
 * Text of the command line that a designer reads, in one place.
 * @example cliMessages.noSystem('stargrunt', ['stargrunt2']) // 'no system "stargrunt"; the systems are: stargrunt2'
 */
export const cliMessages = {
  noSystem: (system: string, systems: readonly string[]) =>
    `no system "${system}"; the systems are: ${systems.join(', ')}`,
  noResolution: (system: string, resolve: string, closest: readonly string[], all: readonly string[]) =>
    `no resolution "${resolve}" in ${system}${closest.length > 0 ? ` — did you mean ${closest.join(', ')}?` : ''}; its resolutions are: ${all.join(', ')}`,
  noTrace: (system: string, resolve: string) =>
    `${system} ${resolve} has no trials to tell: --trace is for resolutions played out over turns (e.g. stargrunt2 engagement)`,
  valid: (file: string, system: string, resolve: string, cells: number) =>
    `${file}: valid — ${resolve === 'dice' ? `${system === 'dice' ? '' : `${system}, `}the dice language` : `${system} ${resolve}`}, ${cells} cell(s)`,
  validateFailed: (file: string, reason: string) =>
    `${file}: could not be checked (${reason}); the other files were still checked`,
  interrupted: (signal: string, committed: readonly string[], checkpoint?: string) =>
    `gruntlab: interrupted (${signal}); ${committed.length > 0 ? `${committed.join(', ')} ${committed.length === 1 ? 'holds' : 'hold'} this run's complete files` : "nothing was written: the output folder keeps the previous run's files"}` +
    (checkpoint
      ? `; the chunks finished so far are kept in ${checkpoint}: run the same command with --resume to go on from them`
      : ''),
  badXAxis: (path: string, swept: string[], closest: string[]) =>
    swept.length === 0
      ? `--x ${path}: this scenario sweeps nothing, so its charts have no swept x-axis`
      : `--x ${path} is not swept in this scenario${closest.length > 0 ? ` — did you mean ${closest.join(', ')}?` : ''}; the swept paths are ${swept.join(', ')}`,
  exactAndMonteCarlo:
    '--exact and --monte-carlo ask for opposite methods: give one of them (or neither, and gruntlab picks exact where it is quick)',
  clusterExact:
    '--cluster spreads Monte Carlo chunks over workers; an exact run (--exact) has none: drop one of the two',
  clusterWorkers:
    '--workers sets this machine\'s threads; with --cluster each "gruntlab worker" sets its own (--threads): drop --workers',
  keyFileWithoutCluster: '--key-file is the shared key of a cluster: it goes with --cluster',
  tlsCaWithoutCluster: "--tls-ca is the certificate authority of a cluster's Redis: it goes with --cluster rediss://…",
  resumeExact:
    '--resume goes on from the Monte Carlo chunks an interrupted run finished; an exact run (--exact) has none',
  resuming: (chunks: number) =>
    chunks > 0
      ? `gruntlab: resuming: ${chunks} finished chunk(s) of an interrupted run taken as they are`
      : 'gruntlab: --resume: no interrupted run of this scenario, seed and trials to go on from; running it whole',
  houseSteps: (id: string) =>
    `steps a house rule may replace (house_rules: { step: rule } in the dice language, or ./my-rule.ts with defineHouseRules({ for: '${id}', steps }); docs/house-rules.md):`,
  clusterRefusesModules:
    'this scenario names a module of its own (house_rules, or resolve: ./…), which --cluster does not carry to its ' +
    'workers, so it is neither compiled nor run: run it without --cluster (docs/house-rules.md)',
  validNotRun: (file: string, system: string, resolve: string, cells: number, modules: string) =>
    `${file}: valid — ${system} ${resolve}, ${cells} cell(s), checked without running ${modules}, which no one ` +
    "allowed: the cells were checked against the book's keys; what the module's code declares (its steps, its " +
    'exact twins) was not',
  customNotRun: (file: string, modules: string) =>
    `${file}: checked as far as it can be without running ${modules}, which no one allowed: the module compiles ` +
    "and the scenario's settings are sound; its keys, cells and outcomes are declared by the module's code and " +
    'were not checked',
  notRunAdvice: (file: string) =>
    `  to check everything, run: gruntlab validate --allow-modules ${file} (runs the module), ` +
    `or allow it first: gruntlab trust ${file}`,
  reportRefusesModules: (path: string) =>
    `these results came from the scenario's own module ${path}; gruntlab report never loads a module named in a results file (it is code): run the scenario again for its report`,
  pngsLeftOut: (cells: number, limit: number) =>
    `The charts are written as SVG and Vega-Lite only: PNGs are drawn for runs of up to ${limit} cells (this one has ${cells}); --png draws them too.`,
  noPlayground: (folder: string) =>
    `the playground is not built (${folder} is missing): run "npm run build" in gruntlab's folder`,
  badPort: (port: number) => `--port ${port} is past the last port, 65535 (0 picks any free port)`,
  portInUse: (port: number) => `port ${port} is in use: pick another with --port N, or --port 0 for any free port`,
  badExpression: 'the dice expression cannot be read:',
  badRoll: (name: string) => `the named roll ${name} cannot be read:`,
  badRollFlag: (entry: string) => `--roll ${entry}: give a name and a dice expression, e.g. --roll r=d20`,
  badChartFile: (file: string) =>
    `--chart ${file}: the chart is written as SVG or PNG; name a file ending in .svg or .png`,
  badParam: (entry: string) => `--param ${entry}: give a name and a whole number, e.g. --param ld=12`,
  rollTruncated: (mass: number) =>
    `note: an explode stopped at its depth; at most ${mass.toPrecision(3)} of the probability would have ` +
    'exploded further ([explode D depth N] goes deeper)',
  rollRounded: (error: number) =>
    `note: the probabilities were rounded past a 2^1024 denominator; each is off by at most ${error.toPrecision(2)}`,
  chartWritten: (file: string) => `chart: ${file}`,
  serving: (url: string) => `gruntlab playground: ${url}  (Ctrl-C stops it)`,
} as const;
