import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { compileModule } from './compileModule.js';
import { importModule } from './importModule.js';
import type { ModulePolicy } from './ModulePolicy.js';
import { ModuleProblems } from './ModuleProblem.js';
import { houseMessages } from './messages.js';
import { moduleFile } from './moduleFile.js';
import { isTrusted } from './trustStore.js';

/**
 * What loading a scenario's module gave: the module run (its reference and default export); compiled but not run
 * (`notRun`: validate, not allowed); or a problem for the scenario's line — at the key when it is about running
 * the module at all (not allowed, or refused by the command).
 */
export type LoadedModule =
  | { ref: ModuleRef; exported: unknown }
  | { ref: ModuleRef; notRun: true }
  | { problem: string; atKey?: boolean };

/**
 * Finds, compiles and — when `policy` allows its graph — imports the module a scenario names (`house_rules:` or
 * `resolve: ./…`). Nothing of the module runs before the trust check: compiling runs no designer code. A module that
 * does not compile or throws as it loads is a ModuleProblems at its own lines.
 * @example await loadDesignerModule('s/a.yaml', './rule.ts', 'house_rules', { allowModules: true }) // { ref, … }
 */
export async function loadDesignerModule(
  scenarioFile: string,
  written: string,
  kind: ModuleRef['kind'],
  policy: ModulePolicy = {},
): Promise<LoadedModule> {
  if (policy.refused !== undefined) return { problem: policy.refused, atKey: true };
  const compiled = await compileDesignerModule(scenarioFile, written, kind);
  if ('problem' in compiled) return compiled;
  const ref = compiled;
  if (policy.allowModules !== true && !isTrusted(ref.sha256)) {
    if (policy.checkOnly) return { ref, notRun: true };
    return { problem: houseMessages.notAllowed(written, ref.files, ref.sha256, scenarioFile), atKey: true };
  }
  const imported = await importModule(ref.compiled, ref.source);
  if ('problems' in imported) throw new ModuleProblems(ref.shown, imported.problems);
  return { ref, exported: imported.exported };
}

/**
 * Finds and compiles (runs nothing of) the module a scenario names: its reference, with its graph's files and
 * hash, or the problem with its path. A module that does not compile is a ModuleProblems at its own lines.
 * @example await compileDesignerModule('s/a.yaml', './rule.ts', 'house_rules') // { sha256: '…', files: ['rule.ts'] }
 */
export async function compileDesignerModule(
  scenarioFile: string,
  written: string,
  kind: ModuleRef['kind'],
): Promise<ModuleRef | { problem: string }> {
  const found = moduleFile(scenarioFile, written);
  if ('problem' in found) return found;
  const compiled = await compileModule(found.source, realpathSync(dirname(resolve(scenarioFile))));
  if ('problems' in compiled) throw new ModuleProblems(found.shown, compiled.problems);
  const { graph } = compiled;
  const { shown, source } = found;
  return { kind, path: written, shown, source, compiled: compiled.compiled, sha256: graph.sha256, files: graph.files };
}
