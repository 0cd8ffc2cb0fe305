import { loadScenarioFile, ScenarioError, formatDiagnostics } from '../scenario/index.js';
import { registry } from '../systems/registry.js';

/** `gruntlab validate FILE...`: checks scenario files without running them; exit 2 when any has problems. */
export function validateCommand(files: string[]): void {
  let failed = 0;
  for (const file of files) {
    try {
      const scenario = loadScenarioFile(file, registry);
      process.stdout.write(`${file}: valid — ${scenario.definition.system} ${scenario.definition.resolve}, ${scenario.cells.length} cell(s)\n`);
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      failed++;
      process.stderr.write(`${formatDiagnostics(error.diagnostics)}\n`);
    }
  }
  if (failed > 0) process.exitCode = 2;
}
