import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { compileModule } from './compileModule.js';
import { importModule } from './importModule.js';
import { moduleFile } from './moduleFile.js';
import { ModuleProblems } from './ModuleProblem.js';

/**
 * Finds, compiles and imports the module a scenario names (`house_rules:` or `resolve: ./…`): its reference (path,
 * hash, compiled URL) and default export. A path that cannot be loaded is `{ problem }` (for the scenario's line); a
 * module that does not compile or throws as it loads is a ModuleProblems at its own lines.
 * @example await loadDesignerModule('s/a.yaml', './rule.ts', 'house_rules') // { ref: { sha256: '…', … }, exported: … }
 */
export async function loadDesignerModule(
  scenarioFile: string,
  written: string,
  kind: ModuleRef['kind'],
): Promise<{ ref: ModuleRef; exported: unknown } | { problem: string }> {
  const found = moduleFile(scenarioFile, written);
  if ('problem' in found) return found;
  const compiled = await compileModule(found.source, realpathSync(dirname(resolve(scenarioFile))));
  if ('problems' in compiled) throw new ModuleProblems(found.shown, compiled.problems);
  const imported = await importModule(compiled.url, found.source);
  if ('problems' in imported) throw new ModuleProblems(found.shown, imported.problems);
  return { ref: { kind, path: written, shown: found.shown, source: found.source, url: compiled.url, sha256: compiled.sha256 }, exported: imported.exported };
}
