import { formatDiagnostics } from '../scenario/formatDiagnostics.js';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import { registry } from '../systems/registry.js';
import { cliMessages } from './messages.js';

/** `gruntlab validate FILE...`: checks scenario files without running them; exit 2 when any has problems. */
export async function validateCommand(files: string[]): Promise<void> {
  let failed = 0;
  for (const file of files) {
    try {
      const { resolution, cells } = await loadScenarioFile(file, registry);
      process.stdout.write(`${cliMessages.valid(file, resolution.system, resolution.resolve, cells.length)}\n`);
    } catch (error) {
      failed++;
      // Every file is checked: one that fails in an unforeseen way is named, and the next ones still run.
      if (error instanceof ScenarioError) process.stderr.write(`${formatDiagnostics(error.diagnostics)}\n`);
      else process.stderr.write(`${cliMessages.validateFailed(file, error instanceof Error ? error.message : String(error))}\n`);
    }
  }
  if (failed > 0) process.exitCode = 2;
}
