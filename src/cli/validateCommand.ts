import { formatDiagnostics } from '../scenario/formatDiagnostics.js';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import { ModulesNotRun } from '../scenario/ModulesNotRun.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { registry } from '../systems/registry.js';
import { cliMessages } from './messages.js';

/**
 * `gruntlab validate FILE...`: checks scenario files without running them; exit 2 when any has problems. A module a
 * scenario names is compiled (its syntax, its imports) but runs only when allowed (`gruntlab trust`, or
 * `--allow-modules`); otherwise the command says what it could not check.
 */
export async function validateCommand(files: string[], flags: { allowModules?: boolean } = {}): Promise<void> {
  let failed = 0;
  const modules = { allowModules: flags.allowModules, checkOnly: true };
  for (const file of files) {
    try {
      const { resolution, cells, notRun } = await loadScenarioFile(file, registry, { modules });
      const { system, resolve } = resolution;
      if (notRun === undefined) process.stdout.write(`${cliMessages.valid(file, system, resolve, cells.length)}\n`);
      else {
        const line = cliMessages.validNotRun(file, system, resolve, cells.length, described(notRun));
        process.stdout.write(`${line}\n${cliMessages.notRunAdvice(file)}\n`);
      }
    } catch (error) {
      if (error instanceof ModulesNotRun) {
        const line = cliMessages.customNotRun(file, described(error.modules));
        process.stdout.write(`${line}\n${cliMessages.notRunAdvice(file)}\n`);
        continue;
      }
      failed++;
      // Every file is checked: one that fails in an unforeseen way is named, and the next ones still run.
      if (error instanceof ScenarioError) process.stderr.write(`${formatDiagnostics(error.diagnostics)}\n`);
      else
        process.stderr.write(
          `${cliMessages.validateFailed(file, error instanceof Error ? error.message : String(error))}\n`,
        );
    }
  }
  if (failed > 0) process.exitCode = 2;
}

/** Each module not run, with the files it would run and its graph's hash. */
function described(modules: readonly ModuleRef[]): string {
  return modules.map((m) => `${m.path} (${m.files.join(', ')}; module graph sha256 ${m.sha256})`).join(' and ');
}
