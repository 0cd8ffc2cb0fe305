import { dirname, join } from 'node:path';
import type { Node } from 'yaml';
import { customResolution } from '../house/customResolution.js';
import { houseRulesResolution } from '../house/houseRulesResolution.js';
import { type LoadedModule, loadDesignerModule } from '../house/loadDesignerModule.js';
import type { ModulePolicy } from '../house/ModulePolicy.js';
import { ModuleProblems } from '../house/ModuleProblem.js';
import { houseMessages } from '../house/messages.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { Resolution } from '../systems/Resolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import type { ComparePlan } from './ComparePlan.js';
import type { Diagnostic } from './Diagnostic.js';
import { locateNode } from './locateNode.js';
import { isLanguageRules } from './readLanguageRules.js';
import type { ScenarioSource } from './ScenarioSource.js';

/**
 * How a scenario's modules load: the command's policy (which may run), the problems found inside modules (located
 * in them), and the modules compiled but not run (validate, not allowed).
 */
export interface ModuleLoading {
  policy: ModulePolicy;
  diagnostics: Diagnostic[];
  notRun: ModuleRef[];
}

/**
 * A designer's whole resolution, when the scenario's `resolve` names a module (`resolve: ./my-procedure.ts`;
 * docs/house-rules.md): loaded from the scenario's folder, or undefined with the problem recorded at its line.
 * Problems inside the module go to `loading.diagnostics`, located in the module; not run, it is undefined and listed
 * in `loading.notRun`.
 */
export async function loadCustomResolution(
  source: ScenarioSource,
  written: string,
  loading: ModuleLoading,
): Promise<Resolution | undefined> {
  const at = locateNode(source.doc, source.root, ['resolve']);
  const system = source.data.system;
  if (system !== undefined && typeof system !== 'string') {
    const systemAt = locateNode(source.doc, source.root, ['system']);
    addDiagnostic(source, systemAt.node, {
      message: 'system names the game the procedure belongs to',
      expected: 'a name',
      found: String(system),
    });
    return undefined;
  }
  return located(loading.diagnostics, source.file, async () => {
    const loaded = await loadDesignerModule(source.file, written, 'resolve', loading.policy);
    if (!ran(loaded, source, at, loading)) return undefined;
    return customResolution(loaded.exported, loaded.ref, typeof system === 'string' ? system : 'custom');
  });
}

/**
 * The resolution with the scenario's `house_rules:` module, if it names one (docs/house-rules.md): the built-in with
 * the module's steps, or undefined with the problem recorded; the built-in as it is when the module was not run.
 */
export async function withHouseRules(
  source: ScenarioSource,
  resolution: Resolution,
  loading: ModuleLoading,
): Promise<Resolution | undefined> {
  if (!Object.hasOwn(source.data, 'house_rules') || isLanguageRules(source.data.house_rules)) return resolution;
  const at = locateNode(source.doc, source.root, ['house_rules']);
  return houseRulesAt(source, resolution, source.data.house_rules, at.node, at.keyNode, loading);
}

/**
 * The resolution of each compare label that names its own `house_rules:` (a module, or `none` for the book), so that
 * house and book run side by side; undefined for a label whose module could not be loaded (recorded).
 */
export async function compareHouseRules(
  source: ScenarioSource,
  builtIn: Resolution,
  entries: readonly ComparePlan[] | undefined,
  loading: ModuleLoading,
): Promise<Map<string, Resolution | undefined>> {
  const byLabel = new Map<string, Resolution | undefined>();
  for (const entry of entries ?? []) {
    // Rules in the dice language are data: readLanguageRules reads them.
    if (entry.houseRules === undefined || isLanguageRules(entry.houseRules.value)) continue;
    const { value, node, keyNode } = entry.houseRules;
    const book = value === 'none' && builtIn.module === undefined;
    byLabel.set(entry.label, book ? builtIn : await houseRulesAt(source, builtIn, value, node, keyNode, loading));
  }
  return byLabel;
}

async function houseRulesAt(
  source: ScenarioSource,
  resolution: Resolution,
  written: unknown,
  node: Node,
  keyNode: Node | undefined,
  loading: ModuleLoading,
): Promise<Resolution | undefined> {
  if (resolution.module !== undefined)
    return void addDiagnostic(source, keyNode ?? node, { message: houseMessages.houseRulesWithCustom });
  if (typeof written !== 'string') {
    return void addDiagnostic(
      source,
      node,
      {
        message: 'house_rules names a module beside the scenario',
        expected: 'a path such as ./my-rule.ts (or none, in a compare entry)',
        found: String(written),
      },
      keyNode,
    );
  }
  return located(loading.diagnostics, source.file, async () => {
    const loaded = await loadDesignerModule(source.file, written, 'house_rules', loading.policy);
    // Not run (validate): the cells are still checked against the built-in, whose keys house rules keep.
    if ('notRun' in loaded) {
      loading.notRun.push(loaded.ref);
      return resolution;
    }
    if (!ran(loaded, source, { node, keyNode }, loading)) return undefined;
    return houseRulesResolution(resolution, loaded.exported, loaded.ref);
  });
}

/**
 * Whether the module ran; otherwise its problem is recorded at the scenario's line (at the key when it is about
 * running the module at all) or the module is listed as not run.
 */
function ran(
  loaded: LoadedModule,
  source: ScenarioSource,
  at: { node: Node; keyNode?: Node | null },
  loading: ModuleLoading,
): loaded is { ref: ModuleRef; exported: unknown } {
  if ('notRun' in loaded) loading.notRun.push(loaded.ref);
  else if ('problem' in loaded) {
    addDiagnostic(source, (loaded.atKey ? at.keyNode : undefined) ?? at.node, { message: loaded.problem });
  }
  return 'exported' in loaded;
}

async function located(
  diagnostics: Diagnostic[],
  scenarioFile: string,
  load: () => Promise<Resolution | undefined>,
): Promise<Resolution | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ModuleProblems)) throw error;
    for (const p of error.problems) {
      // Another file of the module's is named from the scenario's folder, as the module itself is.
      const file = p.file === undefined ? error.shown : join(dirname(scenarioFile), p.file);
      diagnostics.push({
        file,
        line: p.line,
        column: p.column,
        message: p.message,
        ...(p.suggestions?.length ? { suggestions: p.suggestions } : {}),
      });
    }
    return undefined;
  }
}
