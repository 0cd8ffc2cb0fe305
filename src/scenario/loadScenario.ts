import { isMap } from 'yaml';
import { isModulePath, namesModules } from '../house/isModulePath.js';
import type { ModulePolicy } from '../house/ModulePolicy.js';
import { diceResolution, type LabelOrder } from '../systems/dice/diceResolution.js';
import type { Resolution } from '../systems/Resolution.js';
import type { RegisteredResolution } from '../systems/registerResolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import { checkTextLimits } from './checkTextLimits.js';
import { expandCells } from './expandCells.js';
import { findResolution } from './findResolution.js';
import type { LoadedScenario } from './LoadedScenario.js';
import type { ModuleLoading } from './loadModules.js';
import { keyText, locateNode } from './locateNode.js';
import { ModulesNotRun } from './ModulesNotRun.js';
import { messages } from './messages.js';
import { parseScenarioYaml } from './parseScenarioYaml.js';
import { readCompare } from './readCompare.js';
import { readDerived } from './readDerived.js';
import { readLanguageRules } from './readLanguageRules.js';
import { readRunSettings } from './readRunSettings.js';
import { readSweep } from './readSweep.js';
import { ScenarioError } from './ScenarioError.js';
import type { ScenarioSource } from './ScenarioSource.js';
import { scenarioLimits } from './scenarioLimits.js';
import { sortDiagnostics } from './sortDiagnostics.js';
import { validateCells } from './validateCells.js';

/**
 * Reads, checks and expands a scenario (docs/architecture.md, "The pipeline": load with positions → validate →
 * normalize → expand), loading the one resolution it names. Throws a ScenarioError listing every
 * problem of the file, sorted by line, when anything is wrong; otherwise returns all its cells ready to run.
 *
 * @example
 * const s = await loadScenario('a.yaml', 'system: toy\nresolve: roll\n...\nsweep:\n  range: [4, 8]\n', [toyResolution]);
 * s.cells.map((c) => c.params); // → [{ range: 4 }, { range: 8 }]
 */
export async function loadScenario(
  file: string,
  text: string,
  registry: readonly RegisteredResolution[],
  options: LoadOptions = {},
): Promise<LoadedScenario> {
  const source = parseScenarioYaml(file, text);
  checkTextLimits(source);
  const loading: ModuleLoading = { policy: options.modules ?? {}, diagnostics: [], notRun: [] };
  // The designer's modules (esbuild, the file system) load only for a scenario that names one.
  const modules = namesModules(source.data) ? await import('./loadModules.js') : undefined;
  const custom = isModulePath(source.data.resolve) ? source.data.resolve : undefined;
  // A procedure in the dice language: its resolution is made from the scenario itself.
  const dice =
    custom === undefined && source.data.resolve === 'dice'
      ? diceResolution(source.data, writtenOrder(source))
      : undefined;
  const registered = custom === undefined && dice === undefined ? findResolution(source, registry) : undefined;
  const builtIn =
    custom !== undefined
      ? await modules!.loadCustomResolution(source, custom, loading)
      : (dice ?? (registered === undefined ? undefined : await registered.load()));
  const withModules = builtIn === undefined || modules === undefined ? undefined : { builtIn, modules };
  const entries = readCompare(source);
  // House rules in the dice language are data: read here, with no module machinery.
  const language = readLanguageRules(source, builtIn, entries);
  const resolution =
    language.top ??
    (withModules ? await withModules.modules.withHouseRules(source, withModules.builtIn, loading) : builtIn);
  const byLabel = withModules
    ? await withModules.modules.compareHouseRules(source, withModules.builtIn, entries, loading)
    : new Map<string, Resolution | undefined>();
  for (const [label, own] of language.byLabel) byLabel.set(label, own);
  if (loading.diagnostics.length > 0) {
    throw new ScenarioError(sortDiagnostics([...source.diagnostics, ...loading.diagnostics]));
  }
  const settings = readRunSettings(source);
  // A resolution of the designer's own that was not run has no keys to check the cells against.
  if (custom !== undefined && loading.notRun.length > 0 && source.diagnostics.length === 0) {
    throw new ModulesNotRun(file, loading.notRun);
  }
  const definition = resolution?.definition;
  const axes = readSweep(source, definition?.schema);
  const derived = readDerived(source, definition);
  const { sweep: _sweep, compare: _compare, derived: _derived, house_rules: _houseRules, ...base } = source.data;
  const cellCount = axes.reduce((n, axis) => n * axis.values.length, entries?.length ?? 1);
  const tooMany = cellCount > scenarioLimits.cells.max;
  if (tooMany) {
    const at = locateNode(source.doc, source.root, [Object.hasOwn(source.data, 'sweep') ? 'sweep' : 'compare']);
    addDiagnostic(
      source,
      at.keyNode ?? at.node,
      messages.tooManyCells(cellCount, scenarioLimits.cells.max, scenarioLimits.cells.why),
    );
  }
  const plans = tooMany ? [] : expandCells(base, entries, axes, settings.title);
  const cells = definition === undefined ? [] : validateCells(source, definition, plans, axes, settings.reported);
  if (source.diagnostics.length > 0 || resolution === undefined)
    throw new ScenarioError(sortDiagnostics(source.diagnostics));
  for (const cell of cells) {
    const own = byLabel.get(cell.label);
    if (own !== undefined && own !== resolution) cell.resolution = own;
  }
  return {
    file,
    text,
    resolution,
    title: settings.title,
    trials: settings.trials,
    seed: settings.seed,
    sweep: axes.map((a) => ({ path: a.path, values: [...a.values] })),
    labels: entries === undefined ? [settings.title] : entries.map((e) => e.label),
    derived,
    cells,
    ...(loading.notRun.length > 0 ? { notRun: loading.notRun } : {}),
  };
}

/** The labels of a dice procedure's outcomes and distributions as the file writes them. */
function writtenOrder(source: ScenarioSource): LabelOrder {
  const keys = (key: string) => {
    const at = locateNode(source.doc, source.root, [key]);
    return at.exact && isMap(at.node) ? at.node.items.map((pair) => keyText(pair.key)) : undefined;
  };
  return { outcomes: keys('outcomes'), distributions: keys('distributions') };
}

/** How a scenario is loaded: which of its modules may run (by default those the user allowed with `gruntlab trust`). */
export interface LoadOptions {
  modules?: ModulePolicy;
}
