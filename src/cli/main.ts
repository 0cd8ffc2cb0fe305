import { Command, Option } from 'commander';
import { ScenarioError, formatDiagnostics } from '../scenario/index.js';
import { NoExactEvaluatorError } from '../sim/runScenario.js';
import { version } from '../version.js';
import { parseCount } from './parseCount.js';
import { parseProbability } from './parseProbability.js';
import { runCommand } from './runCommand.js';
import { validateCommand } from './validateCommand.js';

const program = new Command('gruntlab')
  .description('True odds for wargame rules: runs a scenario (YAML) by Monte Carlo or exact enumeration.')
  .version(version)
  .showHelpAfterError();

program
  .command('run')
  .description('Run a scenario and write results.json, results.csv, summary.md and charts (SVG, PNG, Vega-Lite).')
  .argument('[file]', 'scenario YAML file (default: the embedded Stargrunt II fire scenario)')
  .option('-t, --trials <n>', 'Monte Carlo trials per cell, e.g. 1e6 (overrides the scenario)', (v) => parseCount(v, 'trials'))
  .option('-s, --seed <n>', 'random seed; the same seed gives the same results with any worker count', (v) =>
    parseCount(v, 'seed', 0),
  )
  .option('-p, --precision <p>', 'run each cell until every probability\'s 95% half-width is under p, e.g. 0.002 (with --trials as the cap, else 1e9)', parseProbability)
  .option('-w, --workers <n>', 'worker threads (default: one per core)', (v) => parseCount(v, 'workers'))
  .option('-e, --exact', 'compute exact probabilities by enumeration instead of Monte Carlo')
  .option('-o, --out <dir>', 'output folder (default: reports/<scenario name>/)')
  .addOption(new Option('--json', 'print the results document on stdout and nothing else; write no files'))
  .option('-q, --quiet', 'write the output files but print nothing')
  .action(runCommand);

program
  .command('validate')
  .description('Check scenario files (every problem with file:line:column) without running them.')
  .argument('<files...>', 'scenario YAML files')
  .action(validateCommand);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof ScenarioError) {
    process.stderr.write(`${formatDiagnostics(error.diagnostics)}\n`);
    process.exitCode = 2;
  } else if (error instanceof NoExactEvaluatorError) {
    process.stderr.write(`gruntlab: ${error.message}\n`);
    process.exitCode = 2;
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`gruntlab: ${message}\n`);
    if (process.env.GRUNTLAB_DEBUG) console.error(error);
    process.exitCode = 1;
  }
}
