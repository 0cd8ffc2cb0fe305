import { readFileSync } from 'node:fs';
import { ReportedError } from '../core/ReportedError.js';
import { compileDesignerModule } from '../house/loadDesignerModule.js';
import { ModuleProblems } from '../house/ModuleProblem.js';
import { addTrusted, removeTrusted, trustedGraphs, trustFile } from '../house/trustStore.js';
import { decodeScenarioText } from '../scenario/decodeScenarioText.js';
import { modulesNamed } from '../scenario/modulesNamed.js';
import { parseScenarioYaml } from '../scenario/parseScenarioYaml.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { trustMessages } from './trustMessages.js';

/**
 * `gruntlab trust FILE...`: allows the modules each scenario names to run, by their graphs' hashes (compiled to
 * find every file, never run); `--list` shows what is allowed; `--revoke FILE|SHA256...` takes it back.
 */
export async function trustCommand(args: string[], flags: { list?: boolean; revoke?: boolean }): Promise<void> {
  if (flags.list) return listTrusted();
  if (args.length === 0) throw new ReportedError(trustMessages.nothingNamed);
  if (flags.revoke) return revoke(args);
  for (const file of args) {
    const modules = await compiledModules(file);
    for (const m of modules) {
      addTrusted({ sha256: m.sha256, module: m.source, files: m.files, allowed: new Date().toISOString() });
      process.stdout.write(`${trustMessages.allowed(m.shown, m.files, m.sha256)}\n`);
    }
  }
}

/**
 * The modules a scenario file names, each compiled (not run); a scenario that names none, or a module that does not
 * compile, is an error.
 */
async function compiledModules(file: string): Promise<ModuleRef[]> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new ReportedError(trustMessages.unreadable(file, (error as { code?: string }).code ?? String(error)));
  }
  const source = parseScenarioYaml(file, decodeScenarioText(file, bytes));
  const named = modulesNamed(source);
  if (named.length === 0) throw new ReportedError(trustMessages.namesNoModule(file));
  const modules: ModuleRef[] = [];
  for (const { path, kind } of named) {
    try {
      const compiled = await compileDesignerModule(file, path, kind);
      if ('problem' in compiled) throw new ReportedError(`${file}: ${compiled.problem}`, { prefixed: false });
      modules.push(compiled);
    } catch (error) {
      if (error instanceof ModuleProblems) throw new ReportedError(error.message, { prefixed: false });
      throw error;
    }
  }
  return modules;
}

function listTrusted(): void {
  const graphs = trustedGraphs();
  if (graphs.length === 0) {
    process.stdout.write(`${trustMessages.noneAllowed(trustFile())}\n`);
    return;
  }
  for (const g of graphs) process.stdout.write(`${trustMessages.listed(g.sha256, g.module, g.files, g.allowed)}\n`);
}

/** Each argument is a scenario file (its modules as they are now) or a graph's sha256, whole or its first 8+ hex. */
async function revoke(args: string[]): Promise<void> {
  for (const arg of args) {
    const byHash = /^[0-9a-f]{8,64}$/.test(arg);
    const hashes = byHash ? undefined : new Set((await compiledModules(arg)).map((m) => m.sha256));
    const removed = removeTrusted((g) => (hashes === undefined ? g.sha256.startsWith(arg) : hashes.has(g.sha256)));
    if (removed.length === 0) throw new ReportedError(trustMessages.notAllowed(arg));
    for (const g of removed) process.stdout.write(`${trustMessages.revoked(g.sha256, g.module)}\n`);
  }
}
