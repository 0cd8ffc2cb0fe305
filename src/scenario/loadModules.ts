import { ModuleProblems } from '../house/ModuleProblem.js';
import { customResolution } from '../house/customResolution.js';
import { houseRulesResolution } from '../house/houseRulesResolution.js';
import { loadDesignerModule } from '../house/loadDesignerModule.js';
import { houseMessages } from '../house/messages.js';
import type { Resolution } from '../systems/Resolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import type { Diagnostic } from './Diagnostic.js';
import { locateNode } from './locateNode.js';
import type { ScenarioSource } from './ScenarioSource.js';
import type { ComparePlan } from './ComparePlan.js';
import type { Node } from 'yaml';
import { dirname, join } from 'node:path';

/**
 * A designer's whole resolution, when the scenario's `resolve` names a module (`resolve: ./my-procedure.ts`;
 * docs/house-rules.md): loaded from the scenario's folder, or undefined with the problem recorded at its line.
 * Problems inside the module go to `moduleDiagnostics`, located in the module.
 */
export async function loadCustomResolution(source: ScenarioSource, written: string, moduleDiagnostics: Diagnostic[]): Promise<Resolution | undefined> {
  const at = locateNode(source.doc, source.root, ['resolve']);
  const system = source.data.system;
  if (system !== undefined && typeof system !== 'string') {
    const systemAt = locateNode(source.doc, source.root, ['system']);
    addDiagnostic(source, systemAt.node, { message: 'system names the game the procedure belongs to', expected: 'a name', found: String(system) });
    return undefined;
  }
  return located(moduleDiagnostics, source.file, async () => {
    const loaded = await loadDesignerModule(source.file, written, 'resolve');
    if ('problem' in loaded) return void addDiagnostic(source, at.node, { message: loaded.problem });
    return customResolution(loaded.exported, loaded.ref, typeof system === 'string' ? system : 'custom');
  });
}

/**
 * The resolution with the scenario's `house_rules:` module, if it names one (docs/house-rules.md): the built-in with
 * the module's steps, or undefined with the problem recorded.
 */
export async function withHouseRules(source: ScenarioSource, resolution: Resolution, moduleDiagnostics: Diagnostic[]): Promise<Resolution | undefined> {
  if (!Object.prototype.hasOwnProperty.call(source.data, 'house_rules')) return resolution;
  const at = locateNode(source.doc, source.root, ['house_rules']);
  return houseRulesAt(source, resolution, source.data.house_rules, at.node, at.keyNode, moduleDiagnostics);
}

/**
 * The resolution of each compare label that names its own `house_rules:` (a module, or `none` for the book), so that
 * house and book run side by side; undefined for a label whose module could not be loaded (recorded).
 */
export async function compareHouseRules(
  source: ScenarioSource,
  builtIn: Resolution,
  entries: readonly ComparePlan[] | undefined,
  moduleDiagnostics: Diagnostic[],
): Promise<Map<string, Resolution | undefined>> {
  const byLabel = new Map<string, Resolution | undefined>();
  for (const entry of entries ?? []) {
    if (entry.houseRules === undefined) continue;
    const { value, node, keyNode } = entry.houseRules;
    byLabel.set(entry.label, value === 'none' && builtIn.module === undefined ? builtIn : await houseRulesAt(source, builtIn, value, node, keyNode, moduleDiagnostics));
  }
  return byLabel;
}

async function houseRulesAt(
  source: ScenarioSource,
  resolution: Resolution,
  written: unknown,
  node: Node,
  keyNode: Node | undefined,
  moduleDiagnostics: Diagnostic[],
): Promise<Resolution | undefined> {
  if (resolution.module !== undefined) return void addDiagnostic(source, keyNode ?? node, { message: houseMessages.houseRulesWithCustom });
  if (typeof written !== 'string') {
    return void addDiagnostic(source, node, { message: 'house_rules names a module beside the scenario', expected: 'a path such as ./my-rule.ts (or none, in a compare entry)', found: String(written) }, keyNode);
  }
  const at = { node };
  return located(moduleDiagnostics, source.file, async () => {
    const loaded = await loadDesignerModule(source.file, written, 'house_rules');
    if ('problem' in loaded) return void addDiagnostic(source, at.node, { message: loaded.problem });
    return houseRulesResolution(resolution, loaded.exported, loaded.ref);
  });
}

async function located(diagnostics: Diagnostic[], scenarioFile: string, load: () => Promise<Resolution | undefined>): Promise<Resolution | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ModuleProblems)) throw error;
    for (const p of error.problems) {
      // Another file of the module's is named from the scenario's folder, as the module itself is.
      const file = p.file === undefined ? error.shown : join(dirname(scenarioFile), p.file);
      diagnostics.push({ file, line: p.line, column: p.column, message: p.message, ...(p.suggestions?.length ? { suggestions: p.suggestions } : {}) });
    }
    return undefined;
  }
}
