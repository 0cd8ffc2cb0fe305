import { rmSync } from 'node:fs';
import { Command, Option } from 'commander';
import { ReportedError } from '../core/ReportedError.js';
import { interruptState } from '../results/interruptState.js';
import { version } from '../version.js';
import { EXIT_CODES } from './exitCodes.js';
import { cliMessages } from './messages.js';
import { parseCount } from './parseCount.js';
import { parseProbability } from './parseProbability.js';
import { DEFAULT_TABLE_PRECISION } from './tableDefaults.js';

// A reader that stops early (`gruntlab list | head`) closes the pipe: end quietly, as a shell tool does.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

// Ctrl-C or SIGTERM: staging folders are removed and the output folder keeps the previous run's files; while
// files are being moved into place, the interrupt waits until they all are (see stagedWrite). Exit 130.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    const stop = interruptState.stop;
    if (stop) {
      interruptState.stop = undefined;
      stop();
      return;
    }
    if (interruptState.committing > 0) {
      interruptState.pending = signal;
      return;
    }
    for (const staging of interruptState.staging) rmSync(staging, { recursive: true, force: true });
    process.stderr.write(
      `\n${cliMessages.interrupted(signal, interruptState.committed, interruptState.committed.length > 0 ? undefined : interruptState.checkpoint)}\n`,
    );
    process.exit(EXIT_CODES.interrupted);
  });
}

const ALLOW_MODULES =
  'run the scenario\'s own modules (house_rules, resolve: ./…) this once, though "gruntlab trust" did not allow ' +
  'them: they are code and run as you';

// Each command's module is imported when the command runs, so `--help`, `--version` and a quick `validate` load
// only what they use (see bench/startup.ts).
const KEY_FILE_HELP =
  "the cluster's shared key, which signs jobs and results (default: the file $GRUNTLAB_CLUSTER_KEY_FILE names, " +
  'or the key in $GRUNTLAB_CLUSTER_KEY; see docs/cluster.md)';

const program = new Command('gruntlab')
  .description('True odds for wargame rules: runs a scenario (YAML) by Monte Carlo or exact enumeration.')
  .version(version)
  .showHelpAfterError();

program
  .command('run')
  .description('Run a scenario and write results.json, results.csv, summary.md and charts (SVG, PNG, Vega-Lite).')
  .argument('[file]', 'scenario YAML file (default: the embedded Stargrunt II fire scenario)')
  .option('-t, --trials <n>', 'Monte Carlo trials per cell, e.g. 1e6 (overrides the scenario)', (v) =>
    parseCount(v, 'trials'),
  )
  .option('-s, --seed <n>', 'random seed; the same seed gives the same results with any worker count', (v) =>
    parseCount(v, 'seed', 0),
  )
  .option(
    '-p, --precision <p>',
    "run each cell until every probability's 95% half-width is under p, e.g. 0.002 (with --trials as the cap, else 1e9)",
    parseProbability,
  )
  .option('-w, --workers <n>', 'worker threads (default: one per core)', (v) => parseCount(v, 'workers'))
  .option('-e, --exact', 'compute exact probabilities by enumeration (an error where that is impossible)')
  .option(
    '--monte-carlo',
    'simulate even where exact enumeration is quick (the default picks exact then; --trials, --precision, --resume and --cluster imply Monte Carlo)',
  )
  .option('-o, --out <dir>', 'output folder (default: reports/<scenario name>/)')
  .addOption(new Option('--json', 'print the results document on stdout and nothing else; write no files'))
  .option('-q, --quiet', 'write the output files but print nothing')
  .option('--report', 'also write report.html: a self-contained page with the charts, tables, scenario and methods')
  .option('--pdf', 'also print the report to report.pdf through headless Chromium (implies --report)')
  .option('--x <path>', 'the swept path the charts put on the x-axis (default: the first one the scenario sweeps)')
  .option(
    '--png',
    'draw every chart as PNG too, also for a run of more than 100 cells (by default those get SVGs only)',
  )
  .option('--no-png', 'write the charts as SVG and Vega-Lite only')
  .option('--trace <n>', 'print n sampled trials of the first cell in words, turn by turn (engagements)', (v) =>
    parseCount(v, 'trace'),
  )
  .option(
    '--resume',
    'go on from the chunks an interrupted run of the same scenario, seed, trials and precision finished (kept in the output folder; with --cluster, also those in Redis)',
  )
  .option(
    '--cluster <url>',
    'run the chunks on the "gruntlab worker"s of a Redis server: redis://[:PASSWORD@]HOST[:PORT][/DB], or rediss://… for TLS (see docs/cluster.md)',
  )
  .option(
    '--tls-ca <file>',
    'with --cluster rediss://…: the certificate authority of a server with a self-signed certificate',
  )
  .option('--allow-modules', ALLOW_MODULES)
  .option('--key-file <file>', `with --cluster: ${KEY_FILE_HELP}`)
  .action(async (file, flags) => (await import('./runCommand.js')).runCommand(file, flags));

program
  .command('report')
  .description(
    'Write a self-contained HTML report (report.html, and report.pdf with --pdf): runs a scenario, or reads a results.json from an earlier run.',
  )
  .argument(
    '[file]',
    'scenario YAML file, or a results.json written by "gruntlab run" (default: the embedded scenario)',
  )
  .option('-t, --trials <n>', 'Monte Carlo trials per cell, e.g. 1e6 (overrides the scenario)', (v) =>
    parseCount(v, 'trials'),
  )
  .option('-s, --seed <n>', 'random seed', (v) => parseCount(v, 'seed', 0))
  .option('-p, --precision <p>', "run each cell until every probability's 95% half-width is under p", parseProbability)
  .option('-w, --workers <n>', 'worker threads (default: one per core)', (v) => parseCount(v, 'workers'))
  .option('-e, --exact', 'compute exact probabilities by enumeration (an error where that is impossible)')
  .option('--monte-carlo', 'simulate even where exact enumeration is quick')
  .option('-o, --out <dir>', "output folder (default: reports/<scenario name>/, or the results.json's folder)")
  .option('--pdf', 'also print report.pdf through headless Chromium')
  .option('-q, --quiet', 'write the files but print nothing')
  .option('--allow-modules', ALLOW_MODULES)
  .action(async (file, flags) => (await import('./reportCommand.js')).reportCommand(file, flags));

program
  .command('table')
  .description(
    'Print probability reference tables (Markdown, CSV, printable HTML, PNG heatmap) from a swept scenario or a preset.',
  )
  .argument('[file]', 'scenario YAML file with a sweep over the rows and columns')
  .option('--preset <name>', 'a built-in table (see --list-presets)')
  .option('--list-presets', 'list the built-in tables')
  .option('--rows <path>', 'swept path for the rows, e.g. firer.quality, or label (the compare labels)')
  .option('--columns <path>', 'swept path for the columns, e.g. range_band, or label; leave out for a one-way table')
  .option(
    '--value <names...>',
    'what each table shows: an outcome or derived outcome (effective), mean.<distribution>, <distribution>=k, >=k, <=k, or <distribution>>=* for "at least k" columns (overrides a preset\'s)',
  )
  .option('--format <list>', 'any of md,csv,html,png (default: all)')
  .option('--pdf', 'also print tables.pdf through headless Chromium (A4 and Letter safe)')
  .option(
    '--fit <page>',
    '"page": pack every table onto one A4/Letter page, side by side and in smaller type, and say when they cannot fit (implies --pdf)',
  )
  .option('-o, --out <dir>', 'output folder (default: reports/tables/<name>/)')
  .option('--monte-carlo', 'simulate even where an exact evaluator exists')
  .option(
    '-p, --precision <p>',
    `Monte Carlo: 95% half-width of every probability (default ${DEFAULT_TABLE_PRECISION})`,
    parseProbability,
  )
  .option('-t, --trials <n>', 'Monte Carlo: most trials per cell (default 1e8)', (v) => parseCount(v, 'trials'))
  .option('-s, --seed <n>', 'random seed (overrides the scenario)', (v) => parseCount(v, 'seed', 0))
  .option('-w, --workers <n>', 'worker threads (default: one per core)', (v) => parseCount(v, 'workers'))
  .option('-q, --quiet', 'write the files but print nothing')
  .option('--allow-modules', ALLOW_MODULES)
  .action(async (file, flags) => (await import('./tableCommand.js')).tableCommand(file, flags));

program
  .command('worker')
  .description(
    'Take the chunks of "gruntlab run --cluster" runs from a Redis server and run them on this machine\'s threads, until Ctrl-C (see docs/cluster.md).',
  )
  .argument('<url>', 'the Redis server: redis://[:PASSWORD@]HOST[:PORT][/DB], or rediss://… for TLS')
  .option('--threads <n>', 'worker threads (default: one per core)', (v) => parseCount(v, 'threads'))
  .option(
    '--stalled-after <seconds>',
    'hand a job to another worker when its worker has not been heard from for this long (default 30)',
    (v) => parseCount(v, 'stalled-after'),
  )
  .option('--tls-ca <file>', 'with rediss://…: the certificate authority of a server with a self-signed certificate')
  .option('--key-file <file>', KEY_FILE_HELP)
  .action(async (url, flags) => (await import('./workerCommand.js')).workerCommand(url, flags));

program
  .command('list')
  .description(
    'List every rule system and resolution with its outcomes (all of them, or of one system); with a resolution, every key and rule variant a scenario of it may set, with defaults.',
  )
  .argument('[system]', 'a system id, e.g. stargrunt2')
  .argument('[resolution]', 'a resolution of that system, e.g. fire')
  .action(async (system, resolution) => (await import('./listCommand.js')).listCommand(system, resolution));

program
  .command('roll')
  .description(
    "Print the exact distribution of a dice expression in AnyDice's syntax, e.g. '[highest 3 of 4d6]' " +
      '(see docs/dice-language.md).',
  )
  .argument('<expression>', 'the dice expression (quote it for the shell)')
  .option('--json', 'print { expression, outcomes: [{ value, p }], mean, sd } and nothing else')
  .option('--chart <file>', 'also draw the distribution as a bar chart: FILE.svg or FILE.png')
  .option('--explode-depth <n>', 'extra rolls of an [explode D] without its own depth (default 2, as AnyDice)', (v) =>
    parseCount(v, 'explode-depth', 0),
  )
  .option('--param <name=value...>', 'a number the expression names, e.g. --param ld=12')
  .option(
    '--roll <name=expression...>',
    "a roll made once and read by its name, in order, e.g. --roll r=d20 (then 'r <= 12 & r != 20')",
  )
  .action(async (expression, flags) => (await import('./rollCommand.js')).rollCommand(expression, flags));

program
  .command('serve')
  .description(
    'Open the playground: edit a scenario in the browser and see its odds as you type (prints the URL; opens a browser from a terminal).',
  )
  .option('--port <n>', 'port on localhost (default 4747; 0 picks a free one)', (v) => parseCount(v, 'port', 0))
  .action(async (flags) => (await import('./serveCommand.js')).serveCommand(flags));

program
  .command('validate')
  .description('Check scenario files (every problem with file:line:column) without running them.')
  .argument('<files...>', 'scenario YAML files')
  .option(
    '--allow-modules',
    'also run the scenarios\' own modules (house_rules, resolve: ./…) that "gruntlab trust" did not allow, to check ' +
      'what their code declares: they are code and run as you',
  )
  .action(async (files, flags) => (await import('./validateCommand.js')).validateCommand(files, flags));

program
  .command('trust')
  .description(
    "Allow the modules a scenario names (house_rules, resolve: ./…) to run: each module's files are compiled (not " +
      'run), listed and allowed by their hash, until any of them changes (see docs/house-rules.md).',
  )
  .argument('[files...]', 'scenario YAML files whose modules to allow')
  .option('--list', 'list the module graphs allowed so far')
  .option(
    '--revoke',
    "take back the allowance of the FILES' modules, or of graphs named by their sha256 (or its first 8+ characters)",
  )
  .action(async (files, flags) => (await import('./trustCommand.js')).trustCommand(files, flags));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof ReportedError) {
    process.stderr.write(`${error.prefixed ? 'gruntlab: ' : ''}${error.message}\n`);
    process.exitCode = error.exitCode;
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`gruntlab: ${message}\n`);
    if (process.env.GRUNTLAB_DEBUG) console.error(error);
    process.exitCode = EXIT_CODES.badInput;
  }
}
